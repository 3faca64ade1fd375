import type { GameCategory } from '@bet/contracts/games/categories';
import type { CategoryLane, VendorSummary } from '@/shared/lib/game-categories';

/** The category pages (spec §2) and the lane categories each one lists. */
export const CATEGORY_PAGES = {
  live: ['LIVE'],
  fish: ['FISH'],
  pvp: ['PVP'],
  rng: ['RNG'],
  elott: ['ELOTT', 'LOTT'],
  sports: ['SPORTS'],
  esports: ['ESPORTS'],
  // Board games, bingo and seamless-wallet games have no lane category in the contract yet: these
  // pages show their empty state until the catalogue names vendors for them.
  bgs: [],
  bingo: [],
  seamless: [],
} as const satisfies Record<string, readonly GameCategory[]>;
export type CategoryPageName = keyof typeof CATEGORY_PAGES;

/** The vendors a category page lists, each once, in lane order. */
export function vendorsOfPage(
  lanes: readonly CategoryLane[],
  categories: readonly GameCategory[],
): VendorSummary[] {
  const seen = new Set<string>();
  const vendors: VendorSummary[] = [];
  for (const category of categories) {
    for (const lane of lanes) {
      if (lane.category !== category) continue;
      for (const vendor of lane.vendors) {
        if (seen.has(vendor.vassalage)) continue;
        seen.add(vendor.vassalage);
        vendors.push(vendor);
      }
    }
  }
  return vendors;
}

/** The category page at `pathname` (`/rng` → `rng`), if it is one. */
export const categoryPageAt = (pathname: string): CategoryPageName | undefined => {
  const name = pathname.slice(1);
  return Object.hasOwn(CATEGORY_PAGES, name) ? (name as CategoryPageName) : undefined;
};

/**
 * The vendor a category page shows: the wanted one (from the URL or remembered) if listed, else
 * the first.
 */
export const activeVendorOf = (vendors: readonly VendorSummary[], wanted?: string | null) =>
  vendors.find((vendor) => vendor.vassalage === wanted) ?? vendors[0];
