import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** Contract `gamesQuery`. */
export interface GamesQuery {
  vassalage?: string;
  gameType?: GameCategory;
  search?: string;
  hot?: '1';
  pageNo?: number;
  pageSize?: number;
}

/** `GET /lgw/games/list`: one vendor's games, a page at a time, searched and hot-filtered by the server. */
export const getGames = (query: GamesQuery) => apiCall(routes.games, { query: { ...query } });

export const GAMES_KEY = ['games', 'list'] as const;

/** Keyed by token too: the answer carries the member's favourite flags. */
export const gamesQueryOptions = (token: string, query: GamesQuery) =>
  queryOptions({
    queryKey: [...GAMES_KEY, token, query],
    queryFn: () => getGames(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useGames(query: GamesQuery, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...gamesQueryOptions(token ?? '', query), enabled });
}
