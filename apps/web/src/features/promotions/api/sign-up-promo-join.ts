import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/signup/join`: joins a sign-up bonus (a new player, within its days after
 * registering); answers the new detail. The server refuses the general join for a sign-up bonus,
 * and this call for any other kind: `promotionCallsOf` picks it.
 */
export const signUpPromoJoin = (id: number) => apiCall(routes.signUpPromoJoin, { body: { id } });

export function useSignUpPromoJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpPromoJoin,
    // Also on failure: "already joined" or "not open" means the cards on screen are out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
