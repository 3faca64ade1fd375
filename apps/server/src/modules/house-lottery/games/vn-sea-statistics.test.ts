import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { chiSquareUniform } from '../../house-vendor/games/rng-statistics.js';
import type { LotteryGameDef, PlayType } from './lottery-game.js';
import { VN_NORTH, VN_SOUTH } from './vn-games.js';

/**
 * Simulations of the VN games with the reproducible test generator (fixed seeds, so a run is
 * deterministic). Intervals and chi-square thresholds are at the 99 % level.
 */

const Z_99 = 2.575829304;
const toNumber = ([num, den]: readonly [bigint, bigint]) => Number((num * 10n ** 15n) / den) / 1e15;
const playType = (game: LotteryGameDef, code: string): PlayType =>
  game.playTypes.find((p) => p.code === code)!;

describe('VN simulations', () => {
  it('xiên and lô over 10^6 North draws land in the 99 % interval of the exact expectation', () => {
    const draws = 1_000_000;
    const rng = createSeededTestRng('vn-north-xien');
    const bets = [
      ['XIEN2', '07-78'],
      ['XIEN3', '07-45-78'],
      ['XIEN4', '00-07-45-78'],
      ['LO2', '07'],
    ].map(([code, pick]) => ({ playType: playType(VN_NORTH, code!), pick: pick!, wins: 0 }));
    for (let i = 0; i < draws; i++) {
      const result = VN_NORTH.draw(rng);
      for (const bet of bets) bet.wins += bet.playType.wins(bet.pick, result);
    }
    for (const bet of bets) {
      const mean = toNumber(bet.playType.expectedWins(bet.pick));
      // xiên wins 0 or 1 (Bernoulli); lô is a sum of 27 independent Bernoulli(1/100).
      const variance = bet.playType.code === 'LO2' ? 27 * 0.01 * 0.99 : mean * (1 - mean);
      const halfWidth = Z_99 * Math.sqrt(variance / draws);
      expect(Math.abs(bet.wins / draws - mean), `${bet.playType.code} ${bet.wins}`).toBeLessThanOrEqual(
        halfWidth,
      );
    }
  });

  it('xiên over 10^6 South draws (18 numbers) lands in the 99 % interval too', () => {
    const draws = 1_000_000;
    const rng = createSeededTestRng('vn-south-xien');
    const xien2 = playType(VN_SOUTH, 'XIEN2');
    const xien3 = playType(VN_SOUTH, 'XIEN3');
    let wins2 = 0;
    let wins3 = 0;
    for (let i = 0; i < draws; i++) {
      const result = VN_SOUTH.draw(rng);
      wins2 += xien2.wins('11-99', result);
      wins3 += xien3.wins('11-56-99', result);
    }
    for (const [pt, pick, wins] of [
      [xien2, '11-99', wins2],
      [xien3, '11-56-99', wins3],
    ] as const) {
      const p = toNumber(pt.expectedWins(pick));
      expect(Math.abs(wins / draws - p)).toBeLessThanOrEqual(Z_99 * Math.sqrt((p * (1 - p)) / draws));
    }
  });

  it('every digit position of every North tier is uniform over 10^5 draws (chi-square, 99 %)', () => {
    const draws = 100_000;
    const rng = createSeededTestRng('vn-north-digits');
    // counts[tier][position][digit]
    const counts = VN_NORTH.layout.map((t) => Array.from({ length: t.digits }, () => new Uint32Array(10)));
    let wrongLength = 0;
    for (let i = 0; i < draws; i++) {
      const result = VN_NORTH.draw(rng);
      let index = 0;
      VN_NORTH.layout.forEach((tier, t) => {
        for (let k = 0; k < tier.count; k++, index++) {
          const number = result[index]!;
          if (number.length !== tier.digits) wrongLength++;
          for (let position = 0; position < tier.digits; position++)
            counts[t]![position]![number.charCodeAt(position) - 48]!++;
        }
      });
    }
    expect(wrongLength).toBe(0);
    const failures = VN_NORTH.layout.flatMap((tier, t) =>
      counts[t]!.flatMap((digitCounts, position) => {
        const chi = chiSquareUniform(digitCounts);
        return chi.pass
          ? []
          : [`${tier.tier}[${position}] χ²=${chi.statistic.toFixed(1)} > ${chi.critical.toFixed(1)}`];
      }),
    );
    expect(failures).toEqual([]);
  });
});
