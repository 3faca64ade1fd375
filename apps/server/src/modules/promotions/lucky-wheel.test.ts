import { describe, expect, it } from 'vitest';
import { publishedProbabilities, type PrizeTable } from '@bet/contracts/promotions/prize-table';
import { chiSquareCritical99, FRESH_SAMPLE_ONCE } from '../house-vendor/games/rng-statistics.js';
import { spinWheel, spinWithinBudget, type RandomInt } from './lucky-wheel.js';

const WHEEL: PrizeTable = [
  { amountMinor: 0n, weight: 50 },
  { amountMinor: 100n, weight: 30 },
  { amountMinor: 1_000n, weight: 15 },
  { amountMinor: 10_000n, weight: 5 },
];

/** Pearson's statistic of counts against published probabilities (rng-statistics has uniform only). */
function chiSquare(counts: ArrayLike<number>, probabilities: readonly number[]) {
  let n = 0;
  for (let i = 0; i < counts.length; i++) n += counts[i]!;
  let statistic = 0;
  probabilities.forEach((p, i) => (statistic += (counts[i]! - n * p) ** 2 / (n * p)));
  const critical = chiSquareCritical99(probabilities.length - 1);
  return { statistic, critical, pass: statistic <= critical };
}

/** A source that answers `value` and records the bound it was asked for. */
function fixed(value: number) {
  const asked: number[] = [];
  const random: RandomInt = (max) => (asked.push(max), value);
  return { random, asked };
}

describe('spinWheel with an injected source', () => {
  it.each([
    [0, 0],
    [49, 0],
    [50, 1],
    [79, 1],
    [80, 2],
    [94, 2],
    [95, 3],
    [99, 3],
  ])('draw %i lands on segment %i', (value, segment) => {
    const source = fixed(value);
    expect(spinWheel(WHEEL, source.random)).toBe(segment);
    expect(source.asked).toEqual([100]); // one draw below the total weight
  });

  it('gives every segment exactly its weight in draws', () => {
    const counts = [0, 0, 0, 0];
    for (let r = 0; r < 100; r++) counts[spinWheel(WHEEL, () => r)]!++;
    expect(counts).toEqual(WHEEL.map((s) => s.weight));
  });

  it.each([100, -1, 1.5, NaN])('refuses a source answering %s', (value) => {
    expect(() => spinWheel(WHEEL, () => value)).toThrow(RangeError);
  });

  it('refuses an unpublishable table', () => {
    expect(() => spinWheel([{ amountMinor: 5n, weight: 1 }], () => 0)).toThrow(/TOO_FEW_SEGMENTS/);
  });
});

describe('spinWheel with the CSPRNG', () => {
  // Uneven weights down to 1 in 10 000 (expected 100 hits in 10⁶: enough for the chi-square).
  const TABLE: PrizeTable = [4000, 2500, 1500, 1000, 600, 300, 90, 9, 1].map((weight, i) => ({
    amountMinor: BigInt(i * 1000),
    weight,
  }));
  const SPINS = 1_000_000;

  it(
    'matches the published probabilities over 10⁶ spins (chi-square, 99 %), and would see a 1-point bias',
    FRESH_SAMPLE_ONCE,
    () => {
      const counts = new Float64Array(TABLE.length);
      for (let i = 0; i < SPINS; i++) counts[spinWheel(TABLE)]!++;
      const published = publishedProbabilities(TABLE);
      const fit = chiSquare(counts, published);
      console.info(
        `wheel: chi-square ${fit.statistic.toFixed(2)} (critical ${fit.critical.toFixed(2)}, df 8)`,
      );
      expect(fit.pass).toBe(true);
      // The same counts against a table one point off (40 % → 41 %) must fail: the test has power.
      const off = [0.41, 0.24, ...published.slice(2)];
      expect(chiSquare(counts, off).pass).toBe(false);
    },
  );
});

describe('spinWithinBudget', () => {
  it('draws among the affordable segments only, with their weights', () => {
    const source = fixed(79);
    expect(spinWithinBudget(WHEEL, 999n, source.random)).toBe(1);
    expect(source.asked).toEqual([80]); // segments 0 and 1 fit: 50 + 30
    expect(spinWithinBudget(WHEEL, 1_000n, () => 80)).toBe(2); // a prize equal to the budget fits
    expect(spinWithinBudget(WHEEL, 10n ** 9n, () => 99)).toBe(3); // enough budget: the whole wheel
  });

  it('skips an unaffordable segment in the middle of the line', () => {
    const table = [
      { amountMinor: 5n, weight: 2 },
      { amountMinor: 500n, weight: 3 },
      { amountMinor: 7n, weight: 4 },
    ];
    expect([0, 1, 2, 3, 4, 5].map((r) => spinWithinBudget(table, 10n, () => r))).toEqual([0, 0, 2, 2, 2, 2]);
  });

  it('answers null when nothing fits, without drawing', () => {
    const table = [
      { amountMinor: 100n, weight: 1 },
      { amountMinor: 200n, weight: 1 },
    ];
    expect(spinWithinBudget(table, 99n, () => expect.fail('no draw expected'))).toBeNull();
  });

  it('keeps the published odds among affordable prizes (chi-square, 99 %)', FRESH_SAMPLE_ONCE, () => {
    const counts = new Float64Array(3);
    for (let i = 0; i < 100_000; i++) counts[spinWithinBudget(WHEEL, 1_000n)!]!++;
    const fit = chiSquare(counts, [50 / 95, 30 / 95, 15 / 95]);
    console.info(
      `wheel within budget: chi-square ${fit.statistic.toFixed(2)} (critical ${fit.critical.toFixed(2)}, df 2)`,
    );
    expect(fit.pass).toBe(true);
  });

  it('never pays beyond the budget over 10⁵ spins, and spends it down to below the smallest prize', () => {
    // 10⁵ spins expect 68 000 000 in prizes: the budget runs out about halfway through.
    const budget = 30_000_000n;
    let remaining = budget;
    for (let i = 0; i < 100_000; i++) {
      const segment = spinWithinBudget(WHEEL, remaining)!;
      const prize = WHEEL[segment]!.amountMinor;
      if (prize > remaining) expect.fail(`spin ${i} paid ${prize} with ${remaining} left`);
      remaining -= prize;
    }
    expect(remaining).toBeGreaterThanOrEqual(0n);
    expect(remaining).toBeLessThan(100n);
  });

  it('closes a wheel without a "no prize" segment once the budget is spent', () => {
    const table = [
      { amountMinor: 100n, weight: 3 },
      { amountMinor: 300n, weight: 1 },
    ];
    let remaining = 10_000n;
    let spins = 0;
    for (let segment = spinWithinBudget(table, remaining); segment !== null; spins++) {
      remaining -= table[segment]!.amountMinor;
      segment = spinWithinBudget(table, remaining);
    }
    expect(remaining).toBeGreaterThanOrEqual(0n);
    expect(remaining).toBeLessThan(100n);
    expect(spins).toBeGreaterThan(0);
  });
});
