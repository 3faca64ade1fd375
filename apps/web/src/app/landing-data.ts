import type { QueryClient } from '@tanstack/react-query';
import {
  activeVendorOf,
  CATEGORY_PAGES,
  categoryPageAt,
  vendorsOfPage,
  type CategoryPageName,
} from '@bet/contracts/games/category-pages';
import { DEFAULT_LANGUAGE } from '@bet/contracts/constants';
import type { PromotionListResponse } from '@bet/contracts/promotions/promotions';
import { PROMOTIONS_PAGE, SERVED_DATA, type ServedCategoryGames } from '@bet/contracts/system/served-data';
import {
  adoptServedGames,
  prefetchGames,
  vendorGamesQuery,
  type GamesQuery,
} from '@/features/games/api/games';
import { lanesQuery } from '@/features/games/api/vendor-lanes';
import { adoptServedPromotions } from '@/features/promotions/api/promotions';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { categoryLanesOf } from '@/shared/lib/game-categories';
import { takeServedData } from '@/shared/lib/served-answer';
import { getSession } from '@/shared/session/session-store';

const sameQuery = (a: GamesQuery, b: GamesQuery) =>
  (Object.keys({ ...a, ...b }) as (keyof GamesQuery)[]).every((key) => a[key] === b[key]);

/**
 * The landing page's data before its first render (issue 11): on the promotions page the list the
 * document carries (a newcomer's in English: adopted only for one), on a category page the first vendor
 * tab's games, whose first picture is the page's largest paint. The served document carries them
 * for a visitor who is not logged in (`SERVED_DATA.categoryGames`, asked as this page asks; the
 * server drew the page with them, so they must be in place before it is hydrated); otherwise their
 * call starts now, not once the page has rendered after its chunks and the frame's, and the page's
 * own query finds it in flight. Resolves once served games are adopted (at once: the lanes came
 * with them) or at once (main.tsx renders after it); never rejects.
 */
export function prefetchLandingData(queryClient: QueryClient, location: Location): Promise<void> {
  const promotions = takeServedData<PromotionListResponse>(SERVED_DATA.promotions);
  const newcomer = !getSession().token && getCurrentLanguage() === DEFAULT_LANGUAGE;
  if (promotions && location.pathname === PROMOTIONS_PAGE && newcomer)
    adoptServedPromotions(queryClient, promotions);
  const served = takeServedData<ServedCategoryGames>(SERVED_DATA.categoryGames);
  const page = categoryPageAt(location.pathname);
  if (!page) return Promise.resolve();
  const started = startLandingCalls(queryClient, location, page, served);
  return served ? started : Promise.resolve();
}

async function startLandingCalls(
  queryClient: QueryClient,
  location: Location,
  page: CategoryPageName,
  served: ServedCategoryGames | undefined,
): Promise<void> {
  try {
    // The lanes the document carried (adopted before this), or the lanes call itself.
    const lanes = categoryLanesOf((await queryClient.ensureQueryData(lanesQuery)).data.lanes);
    // Slots keep their tab in `?page=` or remember it (the egame section); other pages start on the first.
    const wanted =
      page === 'rng'
        ? (new URLSearchParams(location.search).get('page') ?? getSession().gameVendor)
        : undefined;
    const vendor = activeVendorOf(vendorsOfPage(lanes, CATEGORY_PAGES[page]), wanted);
    if (!vendor) return;
    const query = vendorGamesQuery(vendor);
    if (served && !getSession().token && sameQuery(served.query, query))
      adoptServedGames(queryClient, served);
    else void prefetchGames(queryClient, query);
  } catch {
    // The page asks again, and shows the failure, when it renders.
  }
}
