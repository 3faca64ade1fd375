import { describe, expect, it } from 'vitest';
import { FISH_RTP, FISH_RTP_BASIS_POINTS, FISH_TARGETS, captureOdds, findFishTarget, shoot } from './fish.js';
import { createSeededTestRng, type Rng } from './rng.js';

/** An Rng whose randomInt returns 0, 1, 2, ... in turn: visits every outcome once. */
function enumerating(): Rng & { calls: number[] } {
  let next = 0;
  const calls: number[] = [];
  return {
    calls,
    randomInt(n) {
      calls.push(n);
      return next++ % n;
    },
    randomFloat: () => {
      throw new Error('not used');
    },
  };
}

describe('fish targets', () => {
  it('has the documented multipliers, one boss', () => {
    expect(FISH_TARGETS.map((t) => t.multiplier)).toEqual([2, 3, 5, 10, 20, 50, 100, 300]);
    expect(FISH_TARGETS.filter((t) => t.boss).map((t) => t.id)).toEqual(['GOLDEN_DRAGON']);
    expect(findFishTarget('SHARK')?.multiplier).toBe(50);
    expect(findFishTarget('NOPE')).toBeUndefined();
  });

  it('captures with probability RTP / multiplier exactly, so every target returns RTP', () => {
    expect(FISH_RTP).toBe(0.96);
    for (const { multiplier } of FISH_TARGETS) {
      const { numerator, denominator } = captureOdds(multiplier);
      // numerator / denominator * m = 9600 / 10000, in integers.
      expect(numerator * multiplier * 10_000).toBe(FISH_RTP_BASIS_POINTS * denominator);
    }
    expect(captureOdds(300)).toEqual({ numerator: 2, denominator: 625 });
  });

  it('returns exactly RTP x bet per shot over every RNG outcome, for every target', () => {
    const bet = 7n;
    for (const target of FISH_TARGETS) {
      const { denominator } = captureOdds(target.multiplier);
      const rng = enumerating();
      let won = 0n;
      for (let i = 0; i < denominator; i++) won += shoot(rng, bet, target).win;
      expect(rng.calls.every((n) => n === denominator)).toBe(true);
      // Sum of wins / (shots x bet) = 9600 / 10000.
      expect(won * 10_000n).toBe(BigInt(FISH_RTP_BASIS_POINTS) * BigInt(denominator) * bet);
    }
  });

  it('pays bet x multiplier on a capture and nothing otherwise', () => {
    const shark = findFishTarget('SHARK')!;
    const always = { randomInt: () => 0, randomFloat: () => 0 };
    const never = { randomInt: (n: number) => n - 1, randomFloat: () => 0 };
    expect(shoot(always, 25n, shark)).toEqual({
      target: 'SHARK',
      multiplier: 50,
      bet: 25n,
      captured: true,
      win: 1250n,
    });
    expect(shoot(never, 25n, shark)).toEqual({
      target: 'SHARK',
      multiplier: 50,
      bet: 25n,
      captured: false,
      win: 0n,
    });
    expect(() => shoot(always, 0n, shark)).toThrow(RangeError);
    expect(() => captureOdds(0)).toThrow(RangeError);
    expect(() => captureOdds(1.5)).toThrow(RangeError);
  });
});

describe('fish simulation', () => {
  it('seeded shots, the same number at each target, return within ±0.5 % of RTP', () => {
    // A shot at multiplier m returns m x bet with probability RTP / m: its variance is
    // RTP x m - RTP^2 bets^2. Averaged over the 8 targets that is 57.9, SD 7.6 bets, so 10^6
    // shots would have an SD of 0.79 % - too wide to check ±0.5 %. 2.4 x 10^7 shots bring it to
    // 0.155 points: ±0.5 % of RTP (0.48 points) is then a 3.1-sigma bound.
    const shots = 24_000_000;
    const variance =
      FISH_TARGETS.reduce((sum, t) => sum + FISH_RTP * t.multiplier - FISH_RTP ** 2, 0) / FISH_TARGETS.length;
    expect(0.005 * FISH_RTP).toBeGreaterThan(3 * Math.sqrt(variance / shots));

    const rng = createSeededTestRng('fish-rtp-simulation');
    const won = new Array<bigint>(FISH_TARGETS.length).fill(0n);
    for (let i = 0; i < shots; i++) {
      const index = i % FISH_TARGETS.length;
      won[index]! += shoot(rng, 1n, FISH_TARGETS[index]!).win;
    }
    const total = won.reduce((a, b) => a + b, 0n);
    expect(Math.abs(Number(total) / shots / FISH_RTP - 1)).toBeLessThanOrEqual(0.005);

    // Each target on its own, within 4 sigma of its own (much wider) spread.
    const perTarget = shots / FISH_TARGETS.length;
    FISH_TARGETS.forEach((t, index) => {
      const sd = Math.sqrt((FISH_RTP * t.multiplier - FISH_RTP ** 2) / perTarget);
      expect(Math.abs(Number(won[index]!) / perTarget - FISH_RTP)).toBeLessThan(4 * sd);
    });
  });
});
