import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletTransferRequest } from '@bet/contracts/wallet/wallet-transfer';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { BALANCE_KEY } from '@/shared/api/balance-key';

/**
 * `POST /wps/relay/GCS_walletTransfer`: main ⇄ one vendor wallet, or every vendor wallet back to
 * main (`allToMain`). The body's `requestId` makes a retry safe.
 */
export const transferWallet = (body: WalletTransferRequest) => apiCall(routes.walletTransfer, { body });

export function useTransferWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferWallet,
    retry: retryUnknownOutcome,
    retryDelay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
  });
}
