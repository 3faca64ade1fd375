import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type ResponseOf } from '@/shared/api/client';

/** The sub-games of a VASSALAGE vendor (contract `vassGameTypeResponse`). */
export type VassGames = ResponseOf<typeof routes.vassGameType>;

/** `GET /lgw/games/vassGameType`: the sub-games of a VASSALAGE vendor, for its popup list. */
export const getVassGames = (vassalage: string) => apiCall(routes.vassGameType, { query: { vassalage } });

export const vassGamesQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: ['games', 'vass', vassalage],
    queryFn: () => getVassGames(vassalage),
    staleTime: 60_000,
  });

export const useVassGames = (vassalage: string) => useQuery(vassGamesQueryOptions(vassalage));
