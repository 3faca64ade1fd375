import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertPointsRequest } from '@bet/contracts/points/points';
import { routes } from '@bet/contracts/routes';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { POINTS_KEY } from './points-balance';

/**
 * `POST /wps/points/convert` (encrypted): whole points to cash at the ratio, with the payment
 * password. Answers the conversion (a redemption of kind CONVERT) and the points left.
 */
export const convertPoints = (body: ConvertPointsRequest) => apiCall(routes.pointsConvert, { body });

export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    retry: retryUnknownOutcome,
    retryDelay,
    // The points, the history and the ledger, and the header's balance (the cash arrived).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
