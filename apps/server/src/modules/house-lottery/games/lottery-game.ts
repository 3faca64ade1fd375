import type { Rng } from '../../house-vendor/games/rng.js';

/**
 * The shape every house lottery game has (decision 0041). A game is pure: its schedule, how a
 * result is drawn from a fair random source, and its play types' win rules. Money, issues and
 * bets live in the lottery service; nothing here touches the database or the clock.
 */

/** An exact probability or expectation: num / den. */
export type Rational = readonly [num: bigint, den: bigint];

/**
 * A draw's result: the drawn numbers in the game's order, each a string of digits (leading zeros
 * kept). 5-digit game: five one-digit strings; race: ten car numbers "01".."10" by finishing
 * position; dice: three "1".."6"; VN and SEA: every prize number, tier by tier, in `layout` order.
 */
export type DrawResult = readonly string[];

/** How the UI offers picks of a play type. */
export type PickShape =
  /** One of a fixed list (`options`): digits, car numbers, B / S / O / E, sums … */
  | { kind: 'choice'; options: readonly string[] }
  /** A number of exactly `digits` digits typed or picked ("07", "123"). */
  | { kind: 'number'; digits: number }
  /** `size` distinct numbers of `digits` digits joined by "-" ("07-45" for xiên 2). */
  | { kind: 'combo'; size: number; digits: number };

/**
 * A play type. A bet's content is its picks joined by ","; each pick is one unit of the bet
 * (stake = units × unit price × multiple). A pick that wins `n` times pays n × unit stake × odds.
 */
export interface PlayType {
  code: string;
  shape: PickShape;
  /** Normalises and validates one pick: the canonical pick, or null when it is not valid here. */
  pick(raw: string): string | null;
  /** How many times `pick` wins on `result` (0: lost). */
  wins(pick: string, result: DrawResult): number;
  /** The exact expected number of wins of `pick` over all results: odds come from it. */
  expectedWins(pick: string): Rational;
  /** The most times `pick` can win in one draw (exposure counts the worst case). */
  maxWins(pick: string): number;
}

/** One tier of a result's layout, for display: e.g. { tier: 'G3', count: 6, digits: 5 }. */
export interface ResultTier {
  tier: string;
  count: number;
  digits: number;
}

export type LotteryGroup = 'ELOTT' | 'VN' | 'SEA';

/** A scheduled draw: its issue number (unique within the game) and when it is drawn. */
export interface ScheduledDraw {
  issue: string;
  drawAt: Date;
}

export interface LotteryGameDef {
  /** Stable game code, also the catalogue `games.code`. */
  code: string;
  group: LotteryGroup;
  /** English name (the site translates by code). */
  name: string;
  /** The next `count` draws strictly after `after`, in order. Issue numbers are unique per game. */
  nextDraws(after: Date, count: number): ScheduledDraw[];
  /** The result, drawn from `rng` only (rejection sampling, decision 0041). */
  draw(rng: Rng): DrawResult;
  layout: readonly ResultTier[];
  playTypes: readonly PlayType[];
  defaultPlayType: string;
}

/** Splits a bet's content into canonical picks; null when any pick is invalid or repeated. */
export function parseContent(playType: PlayType, content: string, maxUnits = 1000): string[] | null {
  const raw = content.split(',');
  if (raw.length === 0 || raw.length > maxUnits) return null;
  const picks: string[] = [];
  for (const r of raw) {
    const p = playType.pick(r.trim());
    if (p === null || picks.includes(p)) return null;
    picks.push(p);
  }
  return picks;
}
