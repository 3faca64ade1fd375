import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorMoneyRoutes as routes,
  type operatorDepositsQuery,
} from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

export type DepositsQuery = z.input<typeof operatorDepositsQuery>;

export const listDeposits = (query: DepositsQuery) => opsCall(routes.listDeposits, { query });

/** The deposit queue: one page with the URL's filters. */
export const useDeposits = (query: DepositsQuery) =>
  useQuery({
    queryKey: ['ops', 'queues', 'deposits', query],
    queryFn: ({ signal }) => opsCall(routes.listDeposits, { query, signal }),
    placeholderData: keepPreviousData,
  });
