import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositRequest } from '@bet/contracts/wallet/deposit';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { retryDelay, retryUnknownOutcome } from '@/shared/api/request-id';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { DEPOSIT_RECORDS_KEY } from './deposit-records';

/**
 * `POST /wps/v2/deposit`: an online deposit answers with the gateway page (`redirectUrl`); an
 * offline one (amount, reference, receipt) waits for the operator.
 */
export const createDeposit = (body: DepositRequest) => apiCall(routes.deposit, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    retry: retryUnknownOutcome,
    retryDelay,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: DEPOSIT_RECORDS_KEY });
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
