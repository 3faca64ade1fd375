import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** Contract `vassGameTypeResponse`. */
export interface VassGames {
  vassalage: string;
  displayName: string;
  games: Game[];
}

/** `GET /lgw/games/vassGameType`: the sub-games of a VASSALAGE vendor, for its popup list. */
export const getVassGames = (vassalage: string) => apiCall(routes.vassGameType, { query: { vassalage } });

export const vassGamesQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: ['games', 'vass', vassalage],
    queryFn: () => getVassGames(vassalage),
    staleTime: 60_000,
  });

export const useVassGames = (vassalage: string) => useQuery(vassGamesQueryOptions(vassalage));
