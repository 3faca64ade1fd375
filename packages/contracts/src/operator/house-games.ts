/** The card room's rooms (decision 0059): a room's minimum is its small bet. */
export const HOUSE_PVP_GAMES = ['HOLDEM1', 'HOLDEM10', 'HOLDEM50'] as const;
/**
 * The most a fixed-limit hold'em hand can cost a player, in small bets: four bets of one before
 * the turn, four of two from it (4 + 4 + 8 + 8) — its escrow at the deal, and the room's maximum.
 */
export const PVP_HAND_COST_IN_SMALL_BETS = 24;

/** Every house game whose switch and limits an operator sets (Games › House games). */
export const HOUSE_GAME_CODES = [
  'SLOT',
  'FISH',
  'BACCARAT',
  'SPEEDBAC',
  'SPORTSBOOK',
  'ESPORTSBOOK',
  ...HOUSE_PVP_GAMES,
] as const;
export type HouseGameCode = (typeof HOUSE_GAME_CODES)[number];
