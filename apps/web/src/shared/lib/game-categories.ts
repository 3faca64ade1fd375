/** Game categories of the vendor lanes (spec §3) and the page each one opens (spec §2). */
export const GAME_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const CATEGORY_PATH: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** What the navigation needs of a vendor; the games issue fills it from the vendor lanes. */
export interface VendorSummary {
  vassalage: string;
  displayName: string;
  icon?: string;
  isHot?: boolean;
}

export interface CategoryLane {
  category: GameCategory;
  /** Overrides the default page of the category. */
  path?: string;
  vendors: readonly VendorSummary[];
}

export interface NavCategory {
  category: GameCategory;
  path: string;
  vendors: readonly VendorSummary[];
}

/** One navigation entry per category that has vendors; ELOTT and LOTT share /elott. */
export function navCategories(lanes: readonly CategoryLane[]): NavCategory[] {
  const byPath = new Map<string, NavCategory>();
  for (const lane of lanes) {
    if (lane.vendors.length === 0) continue;
    const path = lane.path ?? CATEGORY_PATH[lane.category];
    const existing = byPath.get(path);
    if (existing) existing.vendors = [...existing.vendors, ...lane.vendors];
    else byPath.set(path, { category: lane.category, path, vendors: lane.vendors });
  }
  return [...byPath.values()];
}
