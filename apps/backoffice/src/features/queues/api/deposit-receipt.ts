import { useQuery } from '@tanstack/react-query';
import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** The receipt image of an offline deposit (a data URL), read only when a dialog shows it. */
export const useDepositReceipt = (id: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'queues', 'receipt', id],
    queryFn: ({ signal }) => opsCall(routes.depositReceipt, { query: { id }, signal }),
    staleTime: Infinity,
  });
