import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/claim`: takes a ready reward; answers the amount, PAID at once or FLAGGED
 * for an operator's review. Not retried: a second claim would only answer "already claimed".
 */
export const claimPromotion = (id: number) => apiCall(routes.claimPromotion, { body: { id } });

export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    // Money moved (or may have): the header's balance and every promotions query refresh.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
