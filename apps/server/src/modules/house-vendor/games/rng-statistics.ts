/**
 * Statistical tests of a random source, used by the RNG tests (and usable by an auditor's
 * script). Both are evaluated at a significance level of 1 %: a perfect generator fails each
 * one in a hundred independent runs, a biased one fails almost always with enough samples.
 */

/** Standard normal quantiles for the 99 % level. */
const Z_99_ONE_SIDED = 2.326347874;
const Z_99_TWO_SIDED = 2.575829304;

/**
 * The 99th percentile of the chi-square distribution with `df` degrees of freedom, by the
 * Wilson–Hilferty cube-root approximation (relative error 0.13 % at df = 10, 0.01 % at df = 99).
 */
export function chiSquareCritical99(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_99_ONE_SIDED * Math.sqrt(a)) ** 3;
}

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  critical: number;
  pass: boolean;
}

/** Frequency test: are the bucket counts consistent with equal probabilities? */
export function chiSquareUniform(counts: ArrayLike<number>): ChiSquareResult {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) statistic += (counts[i]! - expected) ** 2 / expected;
  const degreesOfFreedom = counts.length - 1;
  const critical = chiSquareCritical99(degreesOfFreedom);
  return { statistic, degreesOfFreedom, critical, pass: statistic <= critical };
}

export interface RunsResult {
  runs: number;
  above: number;
  below: number;
  z: number;
  pass: boolean;
}

/**
 * Wald–Wolfowitz runs test above and below the sample median: too few runs means values
 * cluster (a sticky generator), too many means they alternate; either way |z| > 2.576.
 * Values equal to the median are dropped, as the test prescribes.
 */
export function runsTest(values: ArrayLike<number>): RunsResult {
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  let above = 0;
  let below = 0;
  let runs = 0;
  let previous = 0; // 1 above, -1 below, 0 none yet
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === median) continue;
    const side = v > median ? 1 : -1;
    if (side === 1) above++;
    else below++;
    if (side !== previous) runs++;
    previous = side;
  }
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = ((mean - 1) * (mean - 2)) / (n - 1);
  const z = (runs - mean) / Math.sqrt(variance);
  return { runs, above, below, z, pass: Math.abs(z) <= Z_99_TWO_SIDED };
}

/**
 * A test's options (vitest) for a chi-square test at 99 %: a sound generator fails one in a
 * hundred runs by definition, so the test gets one retry with a fresh sample. A sound generator
 * then fails both in one run of ten thousand; a real bias of the size the test sees fails both.
 */
export const FRESH_SAMPLE_ONCE = { retry: 1 };
