import type { QueryClient } from '@tanstack/react-query';
import { prefetchGames, vendorGamesQuery } from '@/features/games/api/games';
import { lanesQuery } from '@/features/games/api/vendor-lanes';
import {
  activeVendorOf,
  CATEGORY_PAGES,
  categoryPageAt,
  vendorsOfPage,
} from '@/features/games/lib/category-pages';
import { categoryLanesOf } from '@/shared/lib/game-categories';
import { getSession } from '@/shared/session/session-store';

/**
 * Starts the calls of the page a visitor lands on while its code loads (issue 11): on a category
 * page the first vendor tab's games, whose first picture is the page's largest paint. Left alone,
 * the call would start only once the page had rendered, after its chunks and the frame's. The
 * page's own queries then find the answer in flight. Never rejects.
 */
export async function prefetchLandingData(queryClient: QueryClient, location: Location): Promise<void> {
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
    if (vendor) await prefetchGames(queryClient, vendorGamesQuery(vendor));
  } catch {
    // The page asks again, and shows the failure, when it renders.
  }
}
