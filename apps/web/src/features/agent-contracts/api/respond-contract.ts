import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import type { BodyOf } from '@/shared/api/client';
import { apiCall } from '@/shared/api/client';
import { CONSOLIDATED_CONTRACT_KEY } from './consolidated-contract';

/** `POST /wps/agent/contract/respond`: accept (optionally confirming the downline contracts that end) or reject. */
export const respondContract = (body: BodyOf<typeof routes.respondContract>) =>
  apiCall(routes.respondContract, { body });

export function useRespondContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLIDATED_CONTRACT_KEY }),
  });
}
