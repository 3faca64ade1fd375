import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from './rng.js';
import { SLOT_CONFIG, SLOT_HIT_FREQUENCY, SLOT_RTP, parseStrip, type SlotConfig } from './slot-config.js';
import { exactSlotStats } from './slot-rtp.js';
import { evaluateGrid, gridAt, spin } from './slot.js';

// Computed once (about a second): the figures every test below compares with.
const stats = exactSlotStats();

describe('exact slot RTP over all 32^5 stop combinations', () => {
  it('equals the documented SLOT_RTP within 0.05 percentage points', () => {
    expect(stats.combinations).toBe(33_554_432n);
    // Pinned so any change to strips or pays is noticed here and in docs/house-games.md.
    expect(stats.totalPayInLineBets).toBe(644_261_200n);
    expect(Math.abs(stats.rtp - SLOT_RTP)).toBeLessThanOrEqual(0.0005);
  });

  it('has the documented hit frequency and a low volatility', () => {
    expect(stats.hits).toBe(15_600_350n);
    expect(Math.abs(stats.hitFrequency - SLOT_HIT_FREQUENCY)).toBeLessThan(0.00005);
    expect(stats.standardDeviation).toBeCloseTo(1.6136, 3);
  });
});

describe('exactSlotStats', () => {
  // Short strips with the real lines and pays, two scatters on one reel, so every screen can
  // be visited naively with evaluateGrid and compared with the prefix-pruned enumeration.
  const toy: SlotConfig = {
    ...SLOT_CONFIG,
    strips: ['W9AS7K', 'AW9KTSQ', '9AWK7SQB', 'KSS9AW', 'A9KWS7Q'].map(parseStrip),
  };

  it('matches a naive visit of every screen', () => {
    let total = 0;
    let scatter = 0;
    let squares = 0;
    let hits = 0;
    const [a, b, c, d, e] = toy.strips.map((strip) => strip.length) as [
      number,
      number,
      number,
      number,
      number,
    ];
    for (let s1 = 0; s1 < a; s1++)
      for (let s2 = 0; s2 < b; s2++)
        for (let s3 = 0; s3 < c; s3++)
          for (let s4 = 0; s4 < d; s4++)
            for (let s5 = 0; s5 < e; s5++) {
              const outcome = evaluateGrid(gridAt([s1, s2, s3, s4, s5], toy), toy);
              total += outcome.totalPayInLineBets;
              scatter += outcome.scatterPay * 20;
              squares += outcome.totalPayInLineBets ** 2;
              if (outcome.totalPayInLineBets > 0) hits++;
            }
    const combinations = a * b * c * d * e;
    const toyStats = exactSlotStats(toy);
    expect(toyStats.combinations).toBe(BigInt(combinations));
    expect(toyStats.totalPayInLineBets).toBe(BigInt(total));
    expect(toyStats.scatterPayInLineBets).toBe(BigInt(scatter));
    expect(toyStats.hits).toBe(BigInt(hits));
    const mean = total / combinations;
    expect(toyStats.standardDeviation).toBeCloseTo(Math.sqrt(squares / combinations - mean * mean) / 20, 9);
  });
});

describe('slot simulation', () => {
  it('10^6 seeded spins return within ±0.5 % of the exact RTP', () => {
    const { rtp, standardDeviation, hitFrequency } = stats;
    const spins = 1_000_000;
    const rng = createSeededTestRng('slot-rtp-simulation');
    let won = 0n;
    let hits = 0;
    for (let i = 0; i < spins; i++) {
      const { totalWin } = spin(rng, 1n);
      won += totalWin;
      if (totalWin > 0n) hits++;
    }
    const simulated = Number(won) / (spins * 20);
    // One spin's return has SD 1.61 total bets, so the mean of 10^6 has SD 0.16 percentage
    // points: ±0.5 % of the RTP (0.48 points) is a 2.97-sigma bound, met by 99.7 % of seeds.
    expect(0.005 * rtp).toBeGreaterThan(2.9 * (standardDeviation / Math.sqrt(spins)));
    expect(Math.abs(simulated / rtp - 1)).toBeLessThanOrEqual(0.005);
    expect(Math.abs(hits / spins - hitFrequency)).toBeLessThan(
      4 * Math.sqrt((hitFrequency * (1 - hitFrequency)) / spins),
    );
  });
});
