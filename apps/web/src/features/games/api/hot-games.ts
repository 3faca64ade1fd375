import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { gamesOf } from '../lib/games-of';

/** `GET /lgw/games/hot`: the merchant's hot games (`value.list`), the same for every visitor. */
export const getHotGames = async (): Promise<Game[]> => gamesOf(await apiCall(routes.hotGames));

export const hotGamesQueryOptions = queryOptions({
  queryKey: ['games', 'hot'],
  queryFn: getHotGames,
  // The server rebuilds the list every few seconds at most; a visit does not need it fresher.
  staleTime: 60_000,
});

export const useHotGames = () => useQuery(hotGamesQueryOptions);
