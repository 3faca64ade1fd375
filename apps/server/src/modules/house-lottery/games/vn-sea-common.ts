import type { Rng } from '../../house-vendor/games/rng.js';
import type { DrawResult, PickShape, PlayType, Rational, ResultTier } from './lottery-game.js';

/** Helpers shared by the regional lotteries (VN and SEA): result drawing, picks and exact fractions. */

/**
 * The documented draw of a regional game: tier by tier in `layout` order, each prize number is
 * `rng.randomInt(10^digits)` written with `digits` digits (leading zeros kept). Numbers are
 * independent, so the same number may come out for two prizes (it then wins for each).
 */
export function drawLayout(layout: readonly ResultTier[], rng: Rng): DrawResult {
  const numbers: string[] = [];
  for (const tier of layout) {
    for (let i = 0; i < tier.count; i++) {
      numbers.push(String(rng.randomInt(10 ** tier.digits)).padStart(tier.digits, '0'));
    }
  }
  return numbers;
}

/** Where each tier starts in a result laid out by `layout`. */
export function tierOffset(layout: readonly ResultTier[], tier: string): { index: number; tier: ResultTier } {
  let index = 0;
  for (const t of layout) {
    if (t.tier === tier) return { index, tier: t };
    index += t.count;
  }
  throw new Error(`layout has no tier ${tier}`);
}

export const countNumbers = (layout: readonly ResultTier[], minDigits = 0): number =>
  layout.reduce((n, t) => (t.digits >= minDigits ? n + t.count : n), 0);

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num / den in lowest terms (den > 0). */
export function ratio(num: bigint, den: bigint): Rational {
  if (den <= 0n) throw new RangeError('ratio: the denominator must be positive');
  const g = gcd(num, den);
  return g === 0n ? [0n, 1n] : [num / g, den / g];
}

const digitPatterns = new Map<number, RegExp>();
/** Exactly `digits` ASCII digits: "07" is a 2-digit pick, "7" and "007" are not. */
export function isDigits(raw: string, digits: number): boolean {
  let pattern = digitPatterns.get(digits);
  if (!pattern) digitPatterns.set(digits, (pattern = new RegExp(`^[0-9]{${digits}}$`)));
  return pattern.test(raw);
}

export const DIGIT_OPTIONS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Validates a pick against its shape; the canonical pick (combos sorted ascending) or null. */
export function canonicalPick(shape: PickShape, raw: string): string | null {
  switch (shape.kind) {
    case 'choice':
      return shape.options.includes(raw) ? raw : null;
    case 'number':
      return isDigits(raw, shape.digits) ? raw : null;
    case 'combo': {
      const parts = raw.split('-');
      if (parts.length !== shape.size || !parts.every((p) => isDigits(p, shape.digits))) return null;
      if (new Set(parts).size !== parts.length) return null;
      return parts.sort().join('-');
    }
  }
}

/** A play type whose expectation and worst case do not depend on the pick (true of every VN and SEA one). */
export interface Rule {
  code: string;
  shape: PickShape;
  wins(pick: string, result: DrawResult): number;
  expected: Rational;
  maxWins: number;
}

/** Picks already checked, per play type: settlement judges the same few picks on every draw. */
const KNOWN_PICKS_LIMIT = 10_000;

export function asPlayType(rule: Rule): PlayType {
  const known = new Set<string>();
  // A pick that is not canonical here is a bug upstream (bets are validated when placed): fail loudly.
  const assertCanonical = (pick: string): void => {
    if (known.has(pick)) return;
    if (canonicalPick(rule.shape, pick) !== pick)
      throw new RangeError(`${rule.code}: not a canonical pick: ${pick}`);
    if (known.size < KNOWN_PICKS_LIMIT) known.add(pick);
  };
  return {
    code: rule.code,
    shape: rule.shape,
    pick: (raw) => canonicalPick(rule.shape, raw),
    wins: (pick, result) => {
      assertCanonical(pick);
      return rule.wins(pick, result);
    },
    expectedWins: (pick) => {
      assertCanonical(pick);
      return rule.expected;
    },
    maxWins: (pick) => {
      assertCanonical(pick);
      return rule.maxWins;
    },
  };
}
