import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const playerBets = (query: Query) => opsCall(routes.playerBets, { query });

/** The player's bets with their totals, a page at a time. */
export const usePlayerBets = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'playerBets', query],
    queryFn: ({ signal }) => opsCall(routes.playerBets, { query, signal }),
    placeholderData: keepPreviousData,
  });
