import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyPromotionRequest } from '@bet/contracts/promotions/promotions';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/apply`: an application (comment, images as data URLs) an operator then
 * reviews; answers status APPLIED and state APPLYING. Not retried: a second one would only answer
 * that the player has applied already.
 */
export const applyPromotion = (body: ApplyPromotionRequest) => apiCall(routes.applyPromotion, { body });

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    // The detail shows the application, the card and the reward centre its review. No money moved
    // yet (the operator pays on approval), so the balance stays. Also on failure: "not open" means
    // the state on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
