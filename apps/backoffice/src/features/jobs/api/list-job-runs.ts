import { useQuery } from '@tanstack/react-query';
import { operatorJobRoutes } from '@bet/contracts/operator/operator-jobs';
import { opsCall } from '@/shared/api/ops-call';

export interface JobRunFilters {
  job?: string | undefined;
  status?: 'running' | 'done' | 'failed' | undefined;
}

/** The latest runs (a job's, or failed ones), newest first. */
export const useJobRuns = (filters: JobRunFilters) =>
  useQuery({
    queryKey: ['ops', 'jobs', 'runs', filters],
    queryFn: () => opsCall(operatorJobRoutes.listJobRuns, { query: { ...filters, limit: 100 } }),
    refetchInterval: 15_000,
  });
