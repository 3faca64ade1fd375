import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferDownlineRequest } from '@bet/contracts/wallet/member-transfer';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';

/** `POST /wps/agent/transfer/downline` (encrypted body): from my main wallet to a direct downline's. */
export const transferDownline = (body: TransferDownlineRequest) => apiCall(routes.transferDownline, { body });

export function useTransferDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDownline,
    // The same body (and requestId) again only when the outcome is unknown; the server applies it once.
    retry: retryUnknownOutcome,
    retryDelay,
    // Even a failure may have moved money (no answer): my balance, the team's balances and figures.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]),
  });
}
