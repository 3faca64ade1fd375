import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `POST /wps/promotion/raffle`: spins a lucky wheel, using one ticket of this period; the server
 * draws the segment and pays its amount (0: no prize). Answers the segment, the amount and the
 * tickets left. For a red-envelope rain it grabs the player's one envelope of the rain falling
 * now (segment null, 0 left). Not retried: a second call would be a second spin (another ticket).
 */
export const rafflePromotion = (id: number) => apiCall(routes.rafflePromotion, { body: { id } });

export function useRafflePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rafflePromotion,
    // Money moved (or may have) and a ticket or an envelope was used: the balance and every
    // promotions query refresh. Also on failure: "no ticket" (or "already grabbed") means what is
    // on screen is out of date. Not
    // awaited (unlike a claim's): the wheel starts turning as soon as the draw answers, while the
    // page behind the dialog refreshes, instead of after two more round trips.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
