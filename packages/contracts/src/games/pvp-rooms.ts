import { z } from 'zod';
import { game } from './catalogue.js';

/**
 * A room of a PVP vendor's card game (spec §7 PVP room list): its game in the catalogue (launched
 * like any game) and what a player chooses a room by — the stakes and who is playing now. Amounts
 * are major units.
 */
export const pvpRoom = z.object({
  game,
  smallBet: z.number(),
  bigBet: z.number(),
  /** The most one hand can cost a player (held from the wallet at the deal). */
  handCost: z.number(),
  seats: z.number().int(),
  /** Tables with someone seated, people seated, and bots seated (bots are labelled at the table). */
  tables: z.number().int(),
  players: z.number().int(),
  bots: z.number().int(),
  handsLastHour: z.number().int(),
  averagePot: z.number(),
  rakePercent: z.number(),
  rakeCap: z.number(),
});
export type PvpRoom = z.infer<typeof pvpRoom>;

/** `GET /lgw/games/pvp/rooms`: the rooms of every PVP vendor that has them, by stake. */
export const pvpRoomsResponse = z.object({ list: z.array(pvpRoom) });
export type PvpRoomsResponse = z.infer<typeof pvpRoomsResponse>;
