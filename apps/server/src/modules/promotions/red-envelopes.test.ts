import { describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import {
  chiSquareCritical99,
  chiSquareUniform,
  FRESH_SAMPLE_ONCE,
} from '../house-vendor/games/rng-statistics.js';
import type { RandomInt } from './lucky-wheel.js';
import { splitEnvelopes } from './red-envelopes.js';

const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);

/** A source that answers by `pick(max)` and records the bounds it was asked for. */
function recording(pick: (max: number) => number) {
  const asked: number[] = [];
  const random: RandomInt = (max) => (asked.push(max), pick(max));
  return { random, asked };
}

describe('splitEnvelopes with an injected source', () => {
  const RAIN = { budgetMinor: 10n, envelopes: 3, minMinor: 1n }; // spare 7: bars in 9 slots

  it('maps the lowest and highest draws to the extreme splits', () => {
    const low = recording(() => 0);
    expect(splitEnvelopes(RAIN, low.random)).toEqual([1n, 8n, 1n]); // bars at 0 and 8
    expect(low.asked).toEqual([8, 9]); // Floyd: n − 1 draws, no retry
    expect(splitEnvelopes(RAIN, (max) => max - 1)).toEqual([8n, 1n, 1n]); // bars at 7 and 8
  });

  it('gives every split of the spare the same number of draw sequences (exactly uniform)', () => {
    // 8 × 9 draw sequences onto C(9, 2) = 36 compositions of 7 into 3: each exactly 2! times.
    const seen = new Map<string, number>();
    for (let first = 0; first < 8; first++) {
      for (let second = 0; second < 9; second++) {
        const draws = [first, second];
        const key = splitEnvelopes(RAIN, () => draws.shift()!).join(',');
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(36);
    expect(new Set(seen.values())).toEqual(new Set([2]));
  });

  it('hands one envelope the whole budget, and a budget of minimums as minimums', () => {
    expect(splitEnvelopes({ budgetMinor: 12_345n, envelopes: 1, minMinor: 7n }, () => expect.fail())).toEqual(
      [12_345n],
    );
    expect(splitEnvelopes({ budgetMinor: 500n, envelopes: 5, minMinor: 100n })).toEqual(Array(5).fill(100n));
  });

  it('splits the largest rain exactly', () => {
    const amounts = splitEnvelopes({ budgetMinor: 10n ** 14n, envelopes: 100_000, minMinor: 1n });
    expect(amounts).toHaveLength(100_000);
    expect(sum(amounts)).toBe(10n ** 14n);
    expect(amounts.every((a) => a >= 1n)).toBe(true);
  });

  it.each([
    [
      'a budget below the minimums',
      { budgetMinor: 299n, envelopes: 3, minMinor: 100n },
      /BUDGET_BELOW_MINIMUMS/,
    ],
    ['no envelope', { budgetMinor: 100n, envelopes: 0, minMinor: 1n }, /ENVELOPES_OUT_OF_RANGE/],
    ['empty envelopes', { budgetMinor: 100n, envelopes: 2, minMinor: 0n }, /MIN_NOT_POSITIVE/],
    ['too large a budget', { budgetMinor: 10n ** 15n, envelopes: 2, minMinor: 1n }, /BUDGET_TOO_LARGE/],
  ])('refuses %s', (_name, rules, message) => {
    expect(() => splitEnvelopes(rules)).toThrow(message);
  });

  it.each([8, -1, 0.5])('refuses a source answering %s', (value) => {
    expect(() => splitEnvelopes(RAIN, () => value)).toThrow(RangeError);
  });
});

describe('splitEnvelopes with the CSPRNG', () => {
  it(
    'draws every split of a small rain equally often over 10⁶ envelopes (chi-square, 99 %)',
    FRESH_SAMPLE_ONCE,
    () => {
      // Spare 10 into 3 envelopes: C(12, 2) = 66 splits, each 1 / 66 (the joint law, not only marginals).
      // 333 334 rains of 3 (10⁶ envelopes, ~5 050 per split): 10⁶ rains would triple the file's time.
      const rain = { budgetMinor: 13n, envelopes: 3, minMinor: 1n };
      const cells = new Float64Array(11 * 11); // spare of envelope 1 × 11 + spare of envelope 2
      for (let i = 0; i < 333_334; i++) {
        const amounts = splitEnvelopes(rain);
        if (amounts.length !== 3 || sum(amounts) !== 13n || amounts.some((a) => a < 1n))
          expect.fail(amounts.join());
        cells[Number(amounts[0]! - 1n) * 11 + Number(amounts[1]! - 1n)]!++;
      }
      const counts = [...cells].filter((_, cell) => Math.floor(cell / 11) + (cell % 11) <= 10);
      expect(counts).toHaveLength(66);
      const fit = chiSquareUniform(counts);
      console.info(
        `envelopes (joint): chi-square ${fit.statistic.toFixed(2)} (critical ${fit.critical.toFixed(2)}, df 65)`,
      );
      expect(fit.pass).toBe(true);

      // Power: "a random share of what is left, in turn" (a common wrong split) fails with far fewer rains.
      const wrong = new Float64Array(11 * 11);
      for (let i = 0; i < 10_000; i++) {
        const a = randomInt(11);
        wrong[a * 11 + randomInt(11 - a)]!++;
      }
      expect(chiSquareUniform([...wrong].filter((_, c) => Math.floor(c / 11) + (c % 11) <= 10)).pass).toBe(
        false,
      );
    },
  );

  it(
    'gives each envelope the stated marginal law over 10⁶ envelopes (chi-square, 99 %)',
    FRESH_SAMPLE_ONCE,
    () => {
      // 1000 rains of 1000 envelopes, spare S = 900 000 (mean 900 above the minimum of 100).
      const n = 1000;
      const S = 900_000;
      const rain = { budgetMinor: 1_000_000n, envelopes: n, minMinor: 100n };
      // P(X ≥ x) = Π_{j=1}^{n−1} (1 − x / (S + j)), as stated in red-envelopes.ts.
      const survival = (x: number) => {
        let log = 0;
        for (let j = 1; j < n; j++) log += Math.log1p(-x / (S + j));
        return Math.exp(log);
      };
      // 20 buckets of about 5 % each (cut where the nearly exponential law has its quantiles).
      const cuts = [
        0,
        ...Array.from({ length: 19 }, (_, k) => Math.ceil((-S / (n - 1)) * Math.log(1 - (k + 1) / 20))),
      ];
      const probabilities = cuts.map(
        (cut, b) => survival(cut) - (b + 1 < cuts.length ? survival(cuts[b + 1]!) : 0),
      );
      const counts = new Float64Array(cuts.length);
      for (let r = 0; r < 1000; r++) {
        const amounts = splitEnvelopes(rain);
        if (sum(amounts) !== 1_000_000n) expect.fail(`rain ${r} sums to ${sum(amounts)}`);
        for (const amount of amounts) {
          if (amount < 100n) expect.fail(`rain ${r} has an envelope of ${amount}`);
          const spare = Number(amount - 100n);
          let b = cuts.length - 1;
          while (spare < cuts[b]!) b--;
          counts[b]!++;
        }
      }
      // Pooling the envelopes of one rain makes the counts slightly less variable than independent
      // draws (the shares of one rain add up to S), so the test errs on the side of passing; the
      // joint test above has no such dependence.
      let statistic = 0;
      probabilities.forEach((p, b) => (statistic += (counts[b]! - 1e6 * p) ** 2 / (1e6 * p)));
      const critical = chiSquareCritical99(cuts.length - 1);
      console.info(
        `envelopes (marginal): chi-square ${statistic.toFixed(2)} (critical ${critical.toFixed(2)}, df 19)`,
      );
      expect(statistic).toBeLessThanOrEqual(critical);
    },
  );
});
