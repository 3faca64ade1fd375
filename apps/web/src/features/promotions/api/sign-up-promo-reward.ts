import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/signup/reward`: requests a sign-up bonus once the account meets its
 * requirements; answers like a claim (PAID at once, or FLAGGED for an operator's review). Not
 * retried: a second request would only answer "already claimed".
 */
export const signUpPromoReward = (id: number) => apiCall(routes.signUpPromoReward, { body: { id } });

export function useSignUpPromoReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpPromoReward,
    // Money moved (or may have): the header's balance and every promotions query refresh.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
