import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const playerLedger = (query: Query) => opsCall(routes.playerLedger, { query });

/** The player's account record (main-wallet movements), a page at a time. */
export const usePlayerLedger = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'playerLedger', query],
    queryFn: ({ signal }) => opsCall(routes.playerLedger, { query, signal }),
    placeholderData: keepPreviousData,
  });
