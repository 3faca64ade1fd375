import type { GameCategory } from '../games/categories.js';
import type { GamesResponse } from '../games/catalogue.js';
import type { PromotionListResponse } from '../promotions/promotions.js';

/**
 * The ids of the JSON data blocks the served document carries (issue 11): answers the server
 * already had, which the web adopts instead of asking for them.
 */
export const SERVED_DATA = {
  /** The system status answer (`SystemStatusResponse`). */
  status: 'boot-status',
  /** The vendor lanes answer (`LanesResponse`). */
  lanes: 'boot-lanes',
  /** On a category page: its first vendor's first page of games (`ServedCategoryGames`). */
  categoryGames: 'boot-games',
  /** On the promotions page: every promotion as a newcomer sees it (`PromotionListResponse`). */
  promotions: 'boot-promotions',
} as const;

/** The page whose document carries the promotions list. */
export const PROMOTIONS_PAGE = '/promotions';

/** A category page's first games, as a visitor who is not logged in asks for them. */
export interface ServedCategoryGames {
  query: { vassalage: string; gameType: GameCategory; pageNo: 1; pageSize: number };
  answer: GamesResponse;
}

/**
 * What the served document carries for one page beyond the status and lanes, as JSON text (the
 * server keeps and compares it as text): a category page's first games, the promotions page's list.
 */
export interface ServedPageJson {
  games?: string;
  promotions?: string;
}

/** The same, parsed: what the web's server render draws the page with. */
export interface ServedPage {
  games?: ServedCategoryGames;
  /** In English, for a visitor who is not logged in, every kind. */
  promotions?: PromotionListResponse;
}
