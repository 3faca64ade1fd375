import { useQuery } from '@tanstack/react-query';
import { operatorJobRoutes } from '@bet/contracts/operator/operator-jobs';
import { opsCall } from '@/shared/api/ops-call';

export const jobsKey = ['ops', 'jobs'] as const;

/** Every background job with its last run; refreshed while the page is open (runs every minute or so). */
export const useJobs = () =>
  useQuery({
    queryKey: jobsKey,
    queryFn: () => opsCall(operatorJobRoutes.listJobs),
    refetchInterval: 15_000,
  });
