import { useQuery } from '@tanstack/react-query';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import type { CallOf } from '@bet/contracts/routes';
import { opsCall } from '@/shared/api/ops-call';
import { gamesKey } from '../lib/games-key';

type CatalogueGamesQuery = NonNullable<CallOf<typeof operatorSiteRoutes.listCatalogueGames>['query']>;

/** A page of the catalogue games, by vendor and search. */
export const useCatalogueGames = (params: CatalogueGamesQuery) =>
  useQuery({
    queryKey: [...gamesKey('games'), params],
    queryFn: () => opsCall(operatorSiteRoutes.listCatalogueGames, { query: params }),
  });
