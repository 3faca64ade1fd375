import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const listDeposits = (query: Query) => opsCall(routes.listDeposits, { query });

/** The player's deposits (the money queue's list filtered to this player). */
export const usePlayerDeposits = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'deposits', query],
    queryFn: ({ signal }) => opsCall(routes.listDeposits, { query, signal }),
    placeholderData: keepPreviousData,
  });
