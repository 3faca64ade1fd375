import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemRequest } from '@bet/contracts/points/points';
import { routes } from '@bet/contracts/routes';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { POINTS_KEY } from './points-balance';

/**
 * `POST /wps/points/redeem` (encrypted): units of one item for points, with the payment password
 * (and the receiving address of goods). Answers the redemption and the points left.
 */
export const redeemPoints = (body: RedeemRequest) => apiCall(routes.pointsRedeem, { body });

export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPoints,
    // Only when the outcome is unknown, with the same request id: the server applies it once.
    retry: retryUnknownOutcome,
    retryDelay,
    // Also on failure ("sold out", "limit reached": the cards are out of date). Points moved, and
    // cash or a bonus moves money: the header's balance refreshes too. Not awaited: the answer is
    // told at once.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
