import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { CONSOLIDATED_CONTRACT_KEY } from './consolidated-contract';

/** `POST /wps/agent/contract/terminate`: end a contract I gave, from the next period. */
export const terminateContract = (contractId: number) =>
  apiCall(routes.terminateContract, { body: { contractId } });

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLIDATED_CONTRACT_KEY }),
  });
}
