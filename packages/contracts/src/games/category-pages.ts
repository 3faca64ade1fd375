import type { GameCategory } from './categories.js';

/**
 * The category pages (spec §2) and the lane categories each one lists. Zod-free for the web; the
 * server reads it too, to put a landing page's first games in its document (issue 11).
 */
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

/** Games per page of a vendor's list on a category page. */
export const GAMES_PAGE_SIZE = 24;

/** The category page at `pathname` (`/rng` → `rng`), if it is one. */
export const categoryPageAt = (pathname: string): CategoryPageName | undefined => {
  const name = pathname.slice(1);
  return Object.hasOwn(CATEGORY_PAGES, name) ? (name as CategoryPageName) : undefined;
};

/** The vendors a category page lists, each once, in lane order. */
export function vendorsOfPage<V extends { readonly vassalage: string }>(
  lanes: readonly { readonly category: GameCategory; readonly vendors: readonly V[] }[],
  categories: readonly GameCategory[],
): V[] {
  const seen = new Set<string>();
  const vendors: V[] = [];
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

/**
 * The vendor a category page shows: the wanted one (from the URL or remembered) if listed, else
 * the first.
 */
export const activeVendorOf = <V extends { readonly vassalage: string }>(
  vendors: readonly V[],
  wanted?: string | null,
): V | undefined => vendors.find((vendor) => vendor.vassalage === wanted) ?? vendors[0];
