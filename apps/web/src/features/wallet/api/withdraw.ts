import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawRequest } from '@bet/contracts/wallet/withdraw';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { WITHDRAW_RECORDS_KEY } from './withdraw-records';
import { WITHDRAW_SETTINGS_KEY } from './withdraw-settings';

/** `POST /wps/v2/withdraw` (encrypted): to one of the player's bank cards, with the payment password. */
export const withdraw = (body: WithdrawRequest) => apiCall(routes.withdraw, { body });

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    retry: retryUnknownOutcome,
    retryDelay,
    onSettled: async () => {
      await Promise.all(
        [BALANCE_KEY, WITHDRAW_SETTINGS_KEY, WITHDRAW_RECORDS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
