import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const listWithdrawals = (query: Query) => opsCall(routes.listWithdrawals, { query });

/** The player's withdrawals (the money queue's list filtered to this player). */
export const usePlayerWithdrawals = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'withdrawals', query],
    queryFn: ({ signal }) => opsCall(routes.listWithdrawals, { query, signal }),
    placeholderData: keepPreviousData,
  });
