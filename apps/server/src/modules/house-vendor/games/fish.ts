import type { Rng } from './rng.js';

/**
 * The house fish-shooting game. Each shot costs the bet (minor units, bigint) and is aimed at
 * one target; a captured target pays bet x multiplier. The capture probability of a target
 * with multiplier m is RTP / m, so the expected return of a shot is exactly RTP x bet whatever
 * the target: a player's choice of target changes the variance, never the house edge.
 */

/** Return to player in basis points; kept as an integer so every probability is a fraction. */
export const FISH_RTP_BASIS_POINTS = 9_600;
export const FISH_RTP = FISH_RTP_BASIS_POINTS / 10_000;

export interface FishTarget {
  id: string;
  multiplier: number;
  boss: boolean;
}

export const FISH_TARGETS: readonly FishTarget[] = [
  { id: 'CLOWNFISH', multiplier: 2, boss: false },
  { id: 'PUFFERFISH', multiplier: 3, boss: false },
  { id: 'LIONFISH', multiplier: 5, boss: false },
  { id: 'TURTLE', multiplier: 10, boss: false },
  { id: 'STINGRAY', multiplier: 20, boss: false },
  { id: 'SHARK', multiplier: 50, boss: false },
  { id: 'WHALE', multiplier: 100, boss: false },
  { id: 'GOLDEN_DRAGON', multiplier: 300, boss: true },
];

export function findFishTarget(id: string): FishTarget | undefined {
  return FISH_TARGETS.find((target) => target.id === id);
}

/**
 * The capture probability RTP / m as a reduced fraction numerator / denominator: a shot
 * captures when rng.randomInt(denominator) < numerator, which is exact (no float rounding).
 */
export function captureOdds(multiplier: number): { numerator: number; denominator: number } {
  if (!Number.isSafeInteger(multiplier) || multiplier < 1)
    throw new RangeError(`multiplier must be a positive integer, got ${multiplier}`);
  const numerator = FISH_RTP_BASIS_POINTS;
  const denominator = 10_000 * multiplier;
  if (denominator > 2 ** 32) throw new RangeError('multiplier too large for the RNG range');
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export interface ShotResult {
  target: string;
  multiplier: number;
  bet: bigint;
  captured: boolean;
  /** bet x multiplier when captured, else 0. */
  win: bigint;
}

/** One paid shot; the caller checks limits and debits the bet before calling. */
export function shoot(rng: Rng, bet: bigint, target: FishTarget): ShotResult {
  if (bet <= 0n) throw new RangeError('bet must be positive');
  const { numerator, denominator } = captureOdds(target.multiplier);
  const captured = rng.randomInt(denominator) < numerator;
  const win = captured ? bet * BigInt(target.multiplier) : 0n;
  return { target: target.id, multiplier: target.multiplier, bet, captured, win };
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
