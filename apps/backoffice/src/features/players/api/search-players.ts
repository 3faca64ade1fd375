import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  operatorPlayerRoutes as routes,
  type PlayerSearchQuery,
} from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

export const searchPlayers = (query: PlayerSearchQuery) => opsCall(routes.searchPlayers, { query });

/** A page of the player search; the previous page stays shown while the next one loads. */
export const useSearchPlayers = (query: PlayerSearchQuery) =>
  useQuery({
    queryKey: ['ops', 'players', 'search', query],
    queryFn: ({ signal }) => opsCall(routes.searchPlayers, { query, signal }),
    placeholderData: keepPreviousData,
  });
