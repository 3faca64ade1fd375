import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { PROMOTIONS_KEY } from './promotions';

/** `POST /wps/promotion/join`: joins a deposit bonus before depositing; answers the new detail. */
export const joinPromotion = (id: number) => apiCall(routes.joinPromotion, { body: { id } });

export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPromotion,
    // Also on failure: "already joined" or "not open" means the cards on screen are out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
