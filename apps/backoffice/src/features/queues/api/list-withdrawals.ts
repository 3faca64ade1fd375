import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorMoneyRoutes as routes,
  type operatorWithdrawalsQuery,
} from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

export type WithdrawalsQuery = z.input<typeof operatorWithdrawalsQuery>;

export const listWithdrawals = (query: WithdrawalsQuery) => opsCall(routes.listWithdrawals, { query });

/** The withdrawal queue: one page with the URL's filters. */
export const useWithdrawals = (query: WithdrawalsQuery) =>
  useQuery({
    queryKey: ['ops', 'queues', 'withdrawals', query],
    queryFn: ({ signal }) => opsCall(routes.listWithdrawals, { query, signal }),
    placeholderData: keepPreviousData,
  });
