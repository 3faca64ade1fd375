import type { GameCategory } from '../games/categories.js';
import type { GamesResponse } from '../games/catalogue.js';

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
} as const;

/** A category page's first games, as a visitor who is not logged in asks for them. */
export interface ServedCategoryGames {
  query: { vassalage: string; gameType: GameCategory; pageNo: 1; pageSize: number };
  answer: GamesResponse;
}
