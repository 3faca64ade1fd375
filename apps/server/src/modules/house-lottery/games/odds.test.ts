import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import type { Rational } from './lottery-game.js';
import { oddsE4Of, oddsOf, oddsToE4, payoutOf, reduced } from './odds.js';

/** odds × E ≤ 1 − edge and odds × E ≥ 1 − edge − 0.0001 × E, in exact integers. */
function rtpWithinBounds(expected: Rational, edgeBp: number, odds: number) {
  const [num, den] = expected;
  const rtpNumerator = oddsToE4(odds) * num; // RTP = rtpNumerator / (10000 × den)
  const target = BigInt(10_000 - edgeBp) * den;
  return rtpNumerator <= target && rtpNumerator >= target - num;
}

describe('oddsOf', () => {
  it.each([
    // [expected, edgeBp, odds]
    [[1n, 2n], 0, 2],
    [[1n, 2n], 300, 1.94],
    [[1n, 10n], 300, 9.7],
    [[35n, 72n], 300, 1.9954], // 9700 × 72 / 35 = 19954.28… → 19954
    [[1n, 216n], 300, 209.52],
    [[3n, 50n], 300, 16.1666], // 9700 × 50 / 3 = 161666.66… → 161666 (down, not 161667)
    [[1n, 3n], 0, 3],
    [[2n, 3n], 0, 1.5],
    [[1n, 7n], 250, 6.825],
    [[33n, 50n], 5000, 0.7575], // 5000 × 50 / 33 = 7575.75… → 7575
    [[1n, 1n], 300, 0.97],
  ] as const)('E = %s at %i bp → %d', (expected, edgeBp, odds) => {
    expect(oddsOf(expected, edgeBp)).toBe(odds);
    expect(rtpWithinBounds(expected, edgeBp, odds)).toBe(true);
  });

  it('rounds down: one more 1/10000 would overshoot the target return', () => {
    const expected: Rational = [3n, 50n];
    const e4 = oddsE4Of(expected, 300);
    expect(e4 * 3n).toBeLessThanOrEqual(9700n * 50n);
    expect((e4 + 1n) * 3n).toBeGreaterThan(9700n * 50n);
  });

  it('holds the return to player in [1 − edge − 0.0001 E, 1 − edge] for random chances and edges', () => {
    const rng = createSeededTestRng('odds-bounds');
    for (let i = 0; i < 5_000; i++) {
      const den = BigInt(rng.randomInt(1_000_000) + 1);
      const num = BigInt(rng.randomInt(Number(den)) + 1);
      const edgeBp = rng.randomInt(5001);
      const expected = reduced(num, den);
      const odds = oddsOf(expected, edgeBp);
      expect(oddsToE4(odds)).toBe(oddsE4Of(expected, edgeBp)); // the number keeps its 4 decimals
      expect(rtpWithinBounds(expected, edgeBp, odds)).toBe(true);
    }
  });

  it('refuses a zero chance and an edge outside 0–5000 bp', () => {
    expect(() => oddsOf([0n, 1n], 300)).toThrow(RangeError);
    expect(() => oddsOf([1n, 0n], 300)).toThrow(RangeError);
    expect(() => oddsOf([1n, 2n], -1)).toThrow(RangeError);
    expect(() => oddsOf([1n, 2n], 5001)).toThrow(RangeError);
    expect(() => oddsOf([1n, 2n], 2.5)).toThrow(RangeError);
    expect(oddsOf([1n, 2n], 5000)).toBe(1);
  });
});

describe('payoutOf', () => {
  it.each([
    // [unit stake (minor), multiple, wins, odds, payout (minor)]
    [100n, 1n, 1, 1.94, 194n],
    [100n, 3n, 1, 1.9954, 598n], // 300 × 1.9954 = 598.62 → 598
    [1n, 1n, 1, 9.7, 9n], // 9.7 → 9: the fraction of a minor unit stays with the house
    [250n, 4n, 1, 16.1666, 16166n], // 1000 × 16.1666 = 16166.6
    [100n, 1n, 0, 209.52, 0n],
    [100n, 2n, 3, 1.5, 900n],
    // 1 234 567 890 000 × 209.52 = 246 913 578 000 000 + 11 753 086 312 800, beyond 2^53: exact in bigint
    [123_456_789n, 10_000n, 1, 209.52, 258_666_664_312_800n],
  ] as const)('%i × %i × %i wins at %d → %i', (unit, multiple, wins, odds, payout) => {
    expect(payoutOf(unit, multiple, wins, odds)).toBe(payout);
  });

  it('reads odds computed in floating point exactly (0.1 + 0.2 style noise)', () => {
    expect(oddsToE4(1.9954)).toBe(19954n);
    expect(oddsToE4(0.1 + 0.2)).toBe(3000n);
    expect(payoutOf(10n, 1n, 1, 0.1 + 0.2)).toBe(3n);
  });

  it('refuses negative stakes and fractional wins', () => {
    expect(() => payoutOf(-1n, 1n, 1, 2)).toThrow(RangeError);
    expect(() => payoutOf(1n, 1n, 0.5, 2)).toThrow(RangeError);
    expect(() => payoutOf(1n, 1n, 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('reduced', () => {
  it('puts a fraction in lowest terms', () => {
    expect(reduced(30n, 216n)).toEqual([5n, 36n]);
    expect(reduced(0n, 9n)).toEqual([0n, 1n]);
    expect(reduced(7n, 7n)).toEqual([1n, 1n]);
  });
});
