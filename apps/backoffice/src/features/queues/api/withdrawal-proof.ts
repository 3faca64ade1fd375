import { useQuery } from '@tanstack/react-query';
import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/**
 * The proof image (a data URL) a player uploaded when marking a paid withdrawal not received,
 * read only when a dialog shows it.
 */
export const useWithdrawalProof = (id: number) =>
  useQuery({
    queryKey: ['ops', 'queues', 'proof', id],
    queryFn: ({ signal }) => opsCall(routes.withdrawalProof, { query: { id }, signal }),
    staleTime: Infinity,
  });
