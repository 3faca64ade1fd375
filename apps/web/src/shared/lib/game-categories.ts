import type { VendorCard } from '@bet/contracts/games/catalogue';
import type { GameCategory } from '@bet/contracts/games/categories';

/** The page each game category (contract `GAME_CATEGORIES`) opens (spec §2). */
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

/** Points earned per unit of valid bet, by category (spec §9); categories without one show no label. */
export const POINT_MULTIPLIER: Partial<Record<GameCategory, number>> = {
  LIVE: 0.7,
  SPORTS: 1,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1,
};

/** The points label's number, or null when the category earns no points. */
export const pointsRateOf = (category: GameCategory): string | null => {
  const rate = POINT_MULTIPLIER[category];
  return rate === undefined ? null : rate.toFixed(2);
};

/** The navigation icon of a category (spec §2 names icons for each; files in public/icons/category). */
export const CATEGORY_ICON: Record<GameCategory, string> = {
  LIVE: 'live',
  RNG: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  FISH: 'fish',
  PVP: 'pvp',
  ELOTT: 'elottery',
  LOTT: 'lottery',
};

/** A vendor as the lanes describe it (contract `vendorCard`). */
export type VendorSummary = VendorCard;

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

/** The lanes answer (`{ title, cards }`) as the navigation's lanes. */
export const categoryLanesOf = (lanes: readonly { title: GameCategory; cards: readonly VendorCard[] }[]) =>
  lanes.map((lane): CategoryLane => ({ category: lane.title, vendors: lane.cards }));

/**
 * One navigation entry per category that has vendors; ELOTT and LOTT share /elott (named after
 * ELOTT when it has vendors, as its page is; a vendor in both is listed once).
 */
export function navCategories(lanes: readonly CategoryLane[]): NavCategory[] {
  const byPath = new Map<string, NavCategory>();
  for (const lane of lanes) {
    if (lane.vendors.length === 0) continue;
    const path = lane.path ?? CATEGORY_PATH[lane.category];
    const existing = byPath.get(path);
    if (existing) {
      if (lane.category === 'ELOTT') existing.category = 'ELOTT';
      const known = new Set(existing.vendors.map((v) => v.vassalage));
      existing.vendors = [...existing.vendors, ...lane.vendors.filter((v) => !known.has(v.vassalage))];
    } else byPath.set(path, { category: lane.category, path, vendors: lane.vendors });
  }
  return [...byPath.values()];
}
