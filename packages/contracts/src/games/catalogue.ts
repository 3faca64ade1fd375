import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { GAME_CATEGORIES } from './categories.js';

export { GAME_CATEGORIES, type GameCategory } from './categories.js';
export const gameCategory = z.enum(GAME_CATEGORIES);

/**
 * How a vendor opens (spec §2): `VASSALAGE` opens a popup list of its sub-games, `HUB` is the slots
 * hub (stores the vassalage and opens /rng), `GAME` launches directly (third-party launch).
 */
export const IS_GAME = ['GAME', 'VASSALAGE', 'HUB'] as const;
export const isGame = z.enum(IS_GAME);

/** A vendor card of a lane (platform-facts: vassalage, displayName, gameType, icon, isGame, isHot). */
export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategory,
  icon: z.string(),
  isGame: isGame,
  /** 1 = hot (spec §3). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  accountTypeId: z.number(),
  /** TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT or the vendor code (spec §3). */
  accountTypeName: z.string(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const lane = z.object({ title: gameCategory, cards: z.array(vendorCard) });
/** `value.data.lanes` (platform-facts); e-sports vendors already split from SPORTS, DS88 shown as SABONG. */
export const lanesResponse = z.object({ data: z.object({ lanes: z.array(lane) }) });
export type LanesResponse = z.infer<typeof lanesResponse>;

/** `/lgw/games/game_menus`: the navigation's categories with their vendors, in menu order. */
export const gameMenusResponse = z.array(z.object({ category: gameCategory, vendors: z.array(vendorCard) }));
export type GameMenusResponse = z.infer<typeof gameMenusResponse>;

/** A game (spec §3 game object; platform-facts game list). */
export const game = z.object({
  nodeId: z.number(),
  code: z.string(),
  displayName: z.string(),
  gameType: gameCategory,
  vassalage: z.string(),
  accountTypeName: z.string(),
  icon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  defaultPlayType: z.string().nullable(),
  isGame: isGame,
  favourite: z.boolean(),
});
export type Game = z.infer<typeof game>;

export const gamesQuery = z.object({
  vassalage: z.string().trim().max(32).optional(),
  gameType: gameCategory.optional(),
  search: z.string().trim().max(64).optional(),
  hot: z.enum(['1']).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type GamesQuery = z.input<typeof gamesQuery>;
export const gamesResponse = z.object({
  games: z.array(game),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type GamesResponse = z.infer<typeof gamesResponse>;

/** A short list of games: hot games, favourites, recently played. */
export const gameListResponse = z.object({ list: z.array(game) });
export const hotGamesResponse = gameListResponse;
export const favouriteRequest = z.object({
  nodeId: z.coerce.number().int().positive().max(MAX_SERIAL_ID),
});
/** Answer of adding or removing a favourite: the game's new state. */
export const favouriteResponse = z.object({ nodeId: z.number(), favourite: z.boolean() });
export const vassGameTypeQuery = z.object({ vassalage: z.string().trim().min(1).max(32) });
/** The sub-games of a VASSALAGE vendor, for its popup list. */
export const vassGameTypeResponse = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  games: z.array(game),
});
