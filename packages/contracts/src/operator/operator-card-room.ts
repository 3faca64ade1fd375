import { z } from 'zod';
import { op } from './operator.js';

type Out<S extends z.ZodType> = z.output<S>;

/** A settled real-money hand of the card room, as its operator reviews it (amounts in major units). */
export const cardRoomHand = z.object({
  id: z.string(),
  room: z.string(),
  table: z.string(),
  no: z.number().int(),
  pot: z.number(),
  rake: z.number(),
  /** People and bots dealt in. */
  people: z.number().int(),
  bots: z.number().int(),
  /** The winners' names as shown at the table (bots' start with "Bot"). */
  winners: z.array(z.string()),
  settledAt: z.number(),
  commit: z.string(),
  seed: z.string(),
});
export type CardRoomHand = z.infer<typeof cardRoomHand>;

export const cardRoomOverview = z.object({
  /** Real money since the start: the rake taken, and what the bots won (negative: lost). */
  book: z.object({ rake: z.number(), bots: z.number() }),
  rooms: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      smallBet: z.number(),
      tables: z.number().int(),
      players: z.number().int(),
      bots: z.number().int(),
      handsLastHour: z.number().int(),
      averagePot: z.number(),
    }),
  ),
  /** The last 50 real-money hands, newest first. */
  hands: z.array(cardRoomHand),
});
export type CardRoomOverview = z.infer<typeof cardRoomOverview>;

/** Operator: the house card room (issue 19, decision 0059) — every role reads it. */
export const operatorCardRoomRoutes = {
  cardRoomOverview: op<{ response: Out<typeof cardRoomOverview> }>('GET', '/ops/card-room'),
};
export const operatorCardRoomSchemas = {
  cardRoomOverview: { response: cardRoomOverview },
};
