import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferUplineRequest } from '@bet/contracts/wallet/member-transfer';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { BALANCE_KEY } from '@/shared/api/balance-key';

/** `POST /wps/member/transfer/upline`: from the main wallet to the member's upline. */
export const transferUpline = (body: TransferUplineRequest) => apiCall(routes.transferUpline, { body });

export function useTransferUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferUpline,
    retry: retryUnknownOutcome,
    retryDelay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  });
}
