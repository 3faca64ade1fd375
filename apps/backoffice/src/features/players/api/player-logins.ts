import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

type Query = { username: string; pageNo: number; pageSize: number };

export const playerLogins = (query: Query) => opsCall(routes.playerLogins, { query });

/** The player's login attempts with address, device and browser, a page at a time. */
export const usePlayerLogins = (query: Query, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['ops', 'players', 'playerLogins', query],
    queryFn: ({ signal }) => opsCall(routes.playerLogins, { query, signal }),
    placeholderData: keepPreviousData,
  });
