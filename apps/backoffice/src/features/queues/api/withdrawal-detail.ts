import { useQuery } from '@tanstack/react-query';
import { operatorQueueRoutes as routes } from '@bet/contracts/operator/operator-queues';
import { opsCall } from '@/shared/api/ops-call';

/** One withdrawal read fresh when the pay dialog opens (warnings and the bank card as they are now). */
export const useWithdrawalDetail = (id: number) =>
  useQuery({
    queryKey: ['ops', 'queues', 'withdrawal', id],
    queryFn: ({ signal }) => opsCall(routes.withdrawalDetail, { query: { id }, signal }),
  });
