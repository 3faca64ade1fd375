import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawConfirmRequest } from '@bet/contracts/wallet/withdraw';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { WITHDRAW_RECORDS_KEY } from './withdraw-records';

/** `POST /wps/v2/withdraw/confirm`: the player says a paid-out withdrawal arrived, partly or not. */
export const confirmWithdrawal = (body: WithdrawConfirmRequest) => apiCall(routes.withdrawConfirm, { body });

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WITHDRAW_RECORDS_KEY });
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
