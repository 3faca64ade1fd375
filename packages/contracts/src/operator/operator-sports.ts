import { z } from 'zod';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

export const sportsBook = z.enum(['SPORTS', 'ESPORTS']);
export const sportsEventStatus = z.enum(['PRE', 'LIVE', 'SETTLED', 'VOID']);
const eventId = z.string().regex(/^[0-9]{1,18}$/);
const goals = z.number().int().min(0).max(99);
const teamName = z.string().trim().min(2).max(60);

/** One selection's decimal odds (thousandths: 2150 is 2.15), null while it is not offered. */
export const sportsMarket = z.object({
  kind: z.enum(['1X2', 'HANDICAP', 'TOTAL']),
  /** Tenths: −15 is the home side −1.5, 25 a total of 2.5. */
  line: z.number(),
  selections: z.array(z.object({ code: z.string(), odds: z.number().nullable() })),
});

/** A fixture as the operator sees it: its state, live score and minute, prices now, expected goals. */
export const operatorSportsEvent = z.object({
  id: z.string(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.number(),
  virtual: z.boolean(),
  status: sportsEventStatus,
  suspended: z.boolean(),
  minute: z.number().nullable(),
  score: z.object({ home: z.number(), away: z.number() }),
  markets: z.array(sportsMarket),
  homeXg: z.number(),
  awayXg: z.number(),
});
export type OperatorSportsEvent = z.infer<typeof operatorSportsEvent>;

export const sportsEventsQuery = pageQuery.extend({
  book: sportsBook.default('SPORTS'),
  status: z.enum(['OPEN', 'SETTLED', 'VOID']).optional(),
});
export const sportsEventsPage = pageOf(operatorSportsEvent);

/** A football fixture: kick-off at least a minute ahead, each side's expected goals 0.10–6.00. */
export const createSportsEventRequest = z
  .object({
    league: teamName,
    home: teamName,
    away: teamName,
    startsAt: z.number().int().positive(),
    homeXg: z.number().min(0.1).max(6),
    awayXg: z.number().min(0.1).max(6),
  })
  .refine((f) => f.home !== f.away, { path: ['away'], message: 'the same team twice' });
export type CreateSportsEventRequest = z.input<typeof createSportsEventRequest>;

/** The columns of a fixtures file, in order, after a header line naming them. */
export const SPORTS_IMPORT_COLUMNS = [
  'sport',
  'league',
  'home',
  'away',
  'startsAt',
  'homeXg',
  'awayXg',
] as const;
export const importSportsEventsRequest = z.object({ csv: z.string().min(1).max(200_000) });
/** Why a fixture (or a file's line) is refused; each is a sentence on the operator's screen. */
export const SPORTS_FIXTURE_REASONS = ['header', 'sport', 'names', 'kickoff', 'xg'] as const;
export const sportsFixtureReason = z.enum(SPORTS_FIXTURE_REASONS);
export type SportsFixtureReason = z.infer<typeof sportsFixtureReason>;
export const importSportsEventsResponse = z.object({
  created: z.number(),
  errors: z.array(z.object({ line: z.number(), reason: sportsFixtureReason })),
});

export const sportsScoreRequest = z.object({ id: eventId, home: goals, away: goals });
export const sportsSuspendRequest = z.object({ id: eventId, suspended: z.boolean() });
export const settleSportsEventRequest = z.object({ id: eventId, home: goals, away: goals });
export const voidSportsEventRequest = z.object({ id: eventId, reason: operatorReason });
/** How many legs an event's close decided and how many bets it closed. */
export const sportsCloseResponse = z.object({ legs: z.number(), bets: z.number() });
export const sportsEventIdResponse = z.object({ id: z.string() });

/**
 * The house sportsbook as an operator runs it (issue 19), through the vendor's signed API: the
 * fixtures of each book (`read`), creating and importing fixtures (`configure`), the live score and
 * suspending markets (`configure`), settling and voiding (`moveMoney`: they pay). Audited.
 */
export const operatorSportsRoutes = {
  listSportsEvents: op<{ query: In<typeof sportsEventsQuery>; response: Out<typeof sportsEventsPage> }>(
    'GET',
    '/ops/sports/events',
  ),
  createSportsEvent: op<{
    body: In<typeof createSportsEventRequest>;
    response: Out<typeof operatorSportsEvent>;
  }>('POST', '/ops/sports/events'),
  importSportsEvents: op<{
    body: In<typeof importSportsEventsRequest>;
    response: Out<typeof importSportsEventsResponse>;
  }>('POST', '/ops/sports/events/import'),
  setSportsScore: op<{ body: In<typeof sportsScoreRequest>; response: Out<typeof sportsEventIdResponse> }>(
    'POST',
    '/ops/sports/events/score',
  ),
  suspendSportsEvent: op<{
    body: In<typeof sportsSuspendRequest>;
    response: Out<typeof sportsEventIdResponse>;
  }>('POST', '/ops/sports/events/suspend'),
  settleSportsEvent: op<{
    body: In<typeof settleSportsEventRequest>;
    response: Out<typeof sportsCloseResponse>;
  }>('POST', '/ops/sports/events/settle'),
  voidSportsEvent: op<{ body: In<typeof voidSportsEventRequest>; response: Out<typeof sportsCloseResponse> }>(
    'POST',
    '/ops/sports/events/void',
  ),
} as const;

export const operatorSportsSchemas = {
  listSportsEvents: { query: sportsEventsQuery, response: sportsEventsPage },
  createSportsEvent: { body: createSportsEventRequest, response: operatorSportsEvent },
  importSportsEvents: { body: importSportsEventsRequest, response: importSportsEventsResponse },
  setSportsScore: { body: sportsScoreRequest, response: sportsEventIdResponse },
  suspendSportsEvent: { body: sportsSuspendRequest, response: sportsEventIdResponse },
  settleSportsEvent: { body: settleSportsEventRequest, response: sportsCloseResponse },
  voidSportsEvent: { body: voidSportsEventRequest, response: sportsCloseResponse },
} as const;
