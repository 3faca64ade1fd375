import { useQuery } from '@tanstack/react-query';
import { operatorQueueRoutes as routes } from '@bet/contracts/operator/operator-queues';
import { opsCall } from '@/shared/api/ops-call';

/** Pending items per queue: one light call shared by the three menu badges, every 30 s. */
export const useQueueCounts = () =>
  useQuery({
    queryKey: ['ops', 'queues', 'counts'],
    queryFn: ({ signal }) => opsCall(routes.queueCounts, { signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
