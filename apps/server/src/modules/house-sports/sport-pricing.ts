import {
  marketProbabilities,
  oddsOf,
  type MarketKind,
  type MatchState,
  type SelectionCode,
} from './games/football-model.js';
import { SPORTS, type Sport } from './sport-books.js';
import type { SportEventRow } from './sport-events.repo.js';

/** The book's margin on every market: 5 % overround, a return of 1 / 1.05 = 95.24 % (decision 0058). */
export const BOOK_MARGIN_BP = 500;

/** What pricing reads of an event. */
export type PricedEvent = Pick<
  SportEventRow,
  | 'id'
  | 'sport'
  | 'starts_at'
  | 'duration_ms'
  | 'home_xg'
  | 'away_xg'
  | 'handicap_line'
  | 'total_line'
  | 'home_goals'
  | 'away_goals'
  | 'status'
  | 'suspended'
>;

export interface Market {
  kind: MarketKind;
  /** The line in tenths (−15 is −1.5); 0 for 1X2. */
  line: number;
  selections: { code: SelectionCode; odds: number | null }[];
}

type Clocked = Pick<PricedEvent, 'sport' | 'starts_at' | 'duration_ms'>;

/**
 * The share of the match played at `now`: 0 before kick-off, 1 from full time; the clock stands at
 * one half during the half-time interval. Stoppage time is not modelled: the operator suspends.
 */
export function elapsedOf(e: Clocked, now: number): number {
  const interval = SPORTS[e.sport as Sport]?.halfTimeMs ?? 0;
  const playing = e.duration_ms - interval;
  const since = now - e.starts_at.getTime();
  const played =
    since <= playing / 2 ? since : since <= playing / 2 + interval ? playing / 2 : since - interval;
  return Math.min(1, Math.max(0, played / playing));
}

/** The match minute shown in play (1–90), null before kick-off. */
export const minuteOf = (e: Clocked, now: number) =>
  now < e.starts_at.getTime() ? null : Math.min(90, Math.max(1, Math.ceil(elapsedOf(e, now) * 90)));

/**
 * In play the clock prices in steps of five match minutes (and at every goal), as a trader
 * refreshes a board: odds a player saw a few seconds ago are still the odds (decision 0058). A
 * step's price must hold for the whole step, so each selection takes its likelier chance of the
 * step's two ends (the lower odds): the margin is never eaten by the clock within a step.
 */
const PRICE_STEPS = 18;

const stateAt = (e: PricedEvent, elapsed: number): MatchState => ({
  homeXg: e.home_xg / 100,
  awayXg: e.away_xg / 100,
  homeGoals: e.home_goals,
  awayGoals: e.away_goals,
  elapsed,
});

/** A market's probabilities for pricing during the step holding `now`: each selection's higher one. */
function stepProbabilities(e: PricedEvent, kind: MarketKind, line: number, now: number) {
  const start = Math.floor(elapsedOf(e, now) * PRICE_STEPS) / PRICE_STEPS;
  // before kick-off no time passes: the price is the kick-off price
  const end = now < e.starts_at.getTime() ? start : Math.min(1, start + 1 / PRICE_STEPS);
  const a = marketProbabilities(stateAt(e, start), kind, line);
  const b = marketProbabilities(stateAt(e, end), kind, line);
  return Object.fromEntries(
    (Object.keys(a) as SelectionCode[]).map((code) => [code, Math.max(a[code]!, b[code]!)]),
  ) as Partial<Record<SelectionCode, number>>;
}

/**
 * The event's three markets at `now`, priced from its state; every selection is closed (null)
 * when the event is settled, void, suspended or past full time.
 */
export function marketsOf(e: PricedEvent, now: number): Market[] {
  const open = e.status === 'OPEN' && !e.suspended && elapsedOf(e, now) < 1;
  return (
    [
      ['1X2', 0],
      ['HANDICAP', e.handicap_line],
      ['TOTAL', e.total_line],
    ] as const
  ).map(([kind, line]) => {
    const odds = oddsOf(stepProbabilities(e, kind, line / 10, now), BOOK_MARGIN_BP);
    return {
      kind,
      line,
      selections: (Object.keys(odds) as SelectionCode[]).map((code) => ({
        code,
        odds: open ? (odds[code] ?? null) : null,
      })),
    };
  });
}

/** The current odds of one selection, or null when it is not offered now. */
export function currentOdds(e: PricedEvent, market: MarketKind, selection: SelectionCode, now: number) {
  return (
    marketsOf(e, now)
      .find((m) => m.kind === market)
      ?.selections.find((s) => s.code === selection)?.odds ?? null
  );
}
