import { validateEnvelopeRain, type EnvelopeRainRules } from '@bet/contracts/promotions/prize-table';
import { cryptoRandomInt, type RandomInt } from './lucky-wheel.js';

/**
 * Splits a rain's budget into its envelopes: `envelopes` amounts, each at least `minMinor`,
 * summing to exactly `budgetMinor`.
 *
 * The distribution (the rain's "published table"): each envelope gets the minimum, and the spare
 * S = budget − envelopes × min is shared as a uniformly random weak composition — every way of
 * writing S as an ordered sum of n = envelopes non-negative integers is equally likely, with
 * probability 1 / C(S + n − 1, n − 1). Drawn by "stars and bars": S stars and n − 1 bars fill
 * S + n − 1 slots; the bars' slots are n − 1 distinct positions drawn uniformly (Floyd's sampling),
 * and the stars between consecutive bars are one envelope's spare.
 *
 * Why this one: its law is exact and stated here, so a test can hold the split to it (the popular
 * "up to twice the average of what is left" split has a law that changes with each grab); and the
 * envelopes are exchangeable — the first grab and the last have the same odds, no edge in speed.
 * Each envelope's spare X has P(X ≥ x) = C(S − x + n − 1, n − 1) / C(S + n − 1, n − 1)
 * = Π_{j=1}^{n−1} (S − x + j) / (S + j), for 0 ≤ x ≤ S (mean S / n); n = 1 gives the budget whole.
 */
export function splitEnvelopes(rules: EnvelopeRainRules, random: RandomInt = cryptoRandomInt): bigint[] {
  const problems = validateEnvelopeRain(rules);
  if (problems.length > 0) throw new RangeError(`invalid envelope rain: ${problems.join(', ')}`);
  const { budgetMinor, envelopes: n, minMinor } = rules;
  // slots ≤ budget − 1 < 10¹⁴ (validated, min ≥ 1): an exact double and a bound randomInt takes.
  const spare = Number(budgetMinor - BigInt(n) * minMinor);
  const slots = spare + n - 1;
  // The bars' slots plus one past the last slot (where the last envelope ends), in order.
  const ends = sampleDistinct(slots, n - 1, random);
  ends.push(slots);
  ends.sort((a, b) => a - b);
  const amounts = new Array<bigint>(n);
  let previous = -1;
  for (let i = 0; i < n; i++) {
    amounts[i] = minMinor + BigInt(ends[i]! - previous - 1);
    previous = ends[i]!;
  }
  return amounts;
}

/**
 * `count` distinct integers drawn uniformly from [0, range). Floyd's algorithm: `count` draws
 * exactly (no retries, whatever the range), every subset equally likely.
 */
function sampleDistinct(range: number, count: number, random: RandomInt): number[] {
  const picked: number[] = [];
  const chosen = new Set<number>();
  for (let j = range - count; j < range; j++) {
    const t = random(j + 1);
    if (!Number.isInteger(t) || t < 0 || t > j)
      throw new RangeError(`random source returned ${t} outside [0, ${j + 1})`);
    const pick = chosen.has(t) ? j : t;
    chosen.add(pick);
    picked.push(pick);
  }
  return picked;
}
