import type { QueryClient } from '@tanstack/react-query';
import {
  activeVendorOf,
  CATEGORY_PAGES,
  categoryPageAt,
  vendorsOfPage,
} from '@bet/contracts/games/category-pages';
import { SERVED_DATA, type ServedCategoryGames } from '@bet/contracts/system/served-data';
import {
  gamesQueryOptions,
  prefetchGames,
  vendorGamesQuery,
  type GamesQuery,
} from '@/features/games/api/games';
import { lanesQuery } from '@/features/games/api/vendor-lanes';
import { categoryLanesOf } from '@/shared/lib/game-categories';
import { takeServedData } from '@/shared/lib/served-answer';
import { getSession } from '@/shared/session/session-store';

const sameQuery = (a: GamesQuery, b: GamesQuery) =>
  (Object.keys({ ...a, ...b }) as (keyof GamesQuery)[]).every((key) => a[key] === b[key]);

/**
 * Starts the calls of the page a visitor lands on while its code loads (issue 11): on a category
 * page the first vendor tab's games, whose first picture is the page's largest paint. The served
 * document carries them for a visitor who is not logged in (`SERVED_DATA.categoryGames`, asked as
 * this page asks); otherwise the call starts now rather than once the page has rendered, after its
 * chunks and the frame's. The page's own queries then find the answer there. Never rejects.
 */
export async function prefetchLandingData(queryClient: QueryClient, location: Location): Promise<void> {
  const served = takeServedData<ServedCategoryGames>(SERVED_DATA.categoryGames);
  const page = categoryPageAt(location.pathname);
  if (!page) return;
  try {
    // The lanes the document carried (adopted before this), or the lanes call itself, started now.
    const lanes = categoryLanesOf((await queryClient.ensureQueryData(lanesQuery)).data.lanes);
    // Slots keep their tab in `?page=` or remember it (the egame section); other pages start on the first.
    const wanted =
      page === 'rng'
        ? (new URLSearchParams(location.search).get('page') ?? getSession().gameVendor)
        : undefined;
    const vendor = activeVendorOf(vendorsOfPage(lanes, CATEGORY_PAGES[page]), wanted);
    if (!vendor) return;
    const query = vendorGamesQuery(vendor);
    const token = getSession().token ?? '';
    // The served answer carries no member's favourites: it stands for a visitor without a token.
    if (served && !token && sameQuery(served.query, query))
      queryClient.setQueryData(gamesQueryOptions(token, query).queryKey, served.answer);
    else await prefetchGames(queryClient, query);
  } catch {
    // The page asks again, and shows the failure, when it renders.
  }
}
