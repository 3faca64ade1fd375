import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorJobRoutes } from '@bet/contracts/operator/operator-jobs';
import { opsCall } from '@/shared/api/ops-call';
import { jobsKey } from './list-jobs';

/** Runs a job now (admin; audited) and refreshes the lists with its run. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => opsCall(operatorJobRoutes.runJob, { body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}
