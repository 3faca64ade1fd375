import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferDownlineRequest } from '@bet/contracts/wallet/member-transfer';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '../lib/request-id';

/**
 * The header's balance query (the wallet feature's `BALANCE_KEY`; features share no imports, the
 * query cache is the meeting point): money leaving my main wallet must show there.
 */
const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;

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
        queryClient.invalidateQueries({ queryKey: WALLET_BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]),
  });
}
