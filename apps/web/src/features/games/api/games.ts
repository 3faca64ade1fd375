import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GameCategory, VendorCard } from '@bet/contracts/games/catalogue';
import { GAMES_PAGE_SIZE } from '@bet/contracts/games/category-pages';
import { routes } from '@bet/contracts/routes';
import type { ServedCategoryGames } from '@bet/contracts/system/served-data';
import { apiCall } from '@/shared/api/client';
import { getSession, useSession } from '@/shared/session/session-store';

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

/** What a vendor's tab shows: its games of its category, filtered, a page at a time. */
export const vendorGamesQuery = (
  vendor: Pick<VendorCard, 'vassalage' | 'gameType'>,
  filters: { search?: string; hot?: boolean; pageNo?: number } = {},
): GamesQuery => ({
  vassalage: vendor.vassalage,
  gameType: vendor.gameType,
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.hot ? { hot: '1' as const } : {}),
  pageNo: filters.pageNo ?? 1,
  pageSize: GAMES_PAGE_SIZE,
});

/**
 * Puts the category page's first games the served document carries (`ServedCategoryGames`) where
 * the page looks for them: they stand for a visitor without a token (no member's favourites).
 */
export const adoptServedGames = (queryClient: QueryClient, served: ServedCategoryGames) =>
  queryClient.setQueryData(gamesQueryOptions('', served.query).queryKey, served.answer);

/** Starts a games call before the page that shows it renders (the landing page's, main.tsx). */
export const prefetchGames = (queryClient: QueryClient, query: GamesQuery) =>
  queryClient.prefetchQuery(gamesQueryOptions(getSession().token ?? '', query));

export function useGames(query: GamesQuery, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...gamesQueryOptions(token ?? '', query), enabled });
}
