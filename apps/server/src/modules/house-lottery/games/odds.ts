import type { Rational } from './lottery-game.js';

/**
 * Odds from a house edge, and payouts, in exact integer arithmetic (decision 0041).
 *
 * Odds are decimal odds with 4 decimals (the stake is included: odds 1.94 pays 1.94 per 1 staked),
 * held as `odds_e4 = odds × 10000`. For a pick with expected wins E = num / den per draw, the
 * return to player is odds × E; the odds are the largest 4-decimal number with
 *
 *   odds × E ≤ 1 − edgeBp / 10000   ⇔   odds_e4 ≤ (10000 − edgeBp) × den / num,
 *
 * so odds_e4 = floor((10000 − edgeBp) × den / num). Rounding down costs the player less than
 * 0.0001 × E of return: RTP ∈ (1 − edge − 0.0001 × E, 1 − edge].
 */

export const MAX_EDGE_BP = 5000;

/** Odds × 10000 as an exact integer. */
export function oddsE4Of(expected: Rational, edgeBp: number): bigint {
  const [num, den] = expected;
  if (num <= 0n || den <= 0n) throw new RangeError('oddsOf: expected wins must be a positive rational');
  if (!Number.isInteger(edgeBp) || edgeBp < 0 || edgeBp > MAX_EDGE_BP)
    throw new RangeError(`oddsOf: edgeBp must be an integer in [0, ${MAX_EDGE_BP}], got ${edgeBp}`);
  return (BigInt(10_000 - edgeBp) * den) / num;
}

/** Decimal odds with 4 decimals, rounded down so the house edge is at least `edgeBp`. */
export const oddsOf = (expected: Rational, edgeBp: number): number =>
  Number(oddsE4Of(expected, edgeBp)) / 10_000;

/** A 4-decimal odds number back to odds × 10000 (exact for any odds oddsOf produces). */
export function oddsToE4(odds: number): bigint {
  if (!Number.isFinite(odds) || odds < 0)
    throw new RangeError(`odds must be a non-negative number, got ${odds}`);
  return BigInt(Math.round(odds * 10_000));
}

/**
 * What a pick pays in minor units: floor(unit stake × multiple × wins × odds), exactly
 * (the fraction of a minor unit stays with the house).
 */
export function payoutOf(unitStakeMinor: bigint, multiple: bigint, wins: number, odds: number): bigint {
  if (unitStakeMinor < 0n || multiple < 0n)
    throw new RangeError('payoutOf: stake and multiple must be non-negative');
  if (!Number.isInteger(wins) || wins < 0)
    throw new RangeError(`payoutOf: wins must be a non-negative integer, got ${wins}`);
  return (unitStakeMinor * multiple * BigInt(wins) * oddsToE4(odds)) / 10_000n;
}

/** num / den in lowest terms (den > 0). */
export function reduced(num: bigint, den: bigint): Rational {
  if (den <= 0n) throw new RangeError('reduced: den must be positive');
  let a = num < 0n ? -num : num;
  let b = den;
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? [0n, 1n] : [num / a, den / a];
}
