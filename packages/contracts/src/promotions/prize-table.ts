/**
 * The lucky wheel's prize table and the red-envelope rain's rules, without zod (the web shows the
 * published probabilities and the back office checks a table as it is typed, at run time). The
 * server draws from these (lucky-wheel.ts, red-envelopes.ts); amounts are minor units (bigint).
 */

/** Segments a wheel may have: fewer is no draw, more cannot be read on a phone. */
export const WHEEL_SEGMENTS_MIN = 2;
export const WHEEL_SEGMENTS_MAX = 12;
/**
 * Largest sum of the weights: probabilities are then multiples of 10⁻⁶ (published to 0.0001 %),
 * and the total stays far below the 2⁴⁸ a CSPRNG integer draw accepts.
 */
export const WHEEL_WEIGHT_TOTAL_MAX = 1_000_000;

/** One segment: what it pays (0 = "no prize") and its integer weight; probability = weight / total. */
export interface PrizeSegment {
  amountMinor: bigint;
  weight: number;
}
export type PrizeTable = readonly PrizeSegment[];

export type PrizeTableProblemCode =
  | 'TOO_FEW_SEGMENTS'
  | 'TOO_MANY_SEGMENTS'
  | 'AMOUNT_INVALID'
  | 'WEIGHT_INVALID'
  | 'WEIGHT_TOTAL_TOO_LARGE'
  | 'NO_PRIZE';
/** A problem of a table; `segment` (0-based) when it belongs to one row, so a form can mark it. */
export interface PrizeTableProblem {
  code: PrizeTableProblemCode;
  segment?: number;
}

/** Everything wrong with a table (empty when it may be published); every row is checked. */
export function validatePrizeTable(table: PrizeTable): PrizeTableProblem[] {
  const problems: PrizeTableProblem[] = [];
  if (table.length < WHEEL_SEGMENTS_MIN) problems.push({ code: 'TOO_FEW_SEGMENTS' });
  if (table.length > WHEEL_SEGMENTS_MAX) problems.push({ code: 'TOO_MANY_SEGMENTS' });
  let total = 0;
  let pays = false;
  table.forEach(({ amountMinor, weight }, segment) => {
    if (typeof amountMinor !== 'bigint' || amountMinor < 0n)
      problems.push({ code: 'AMOUNT_INVALID', segment });
    else if (amountMinor > 0n) pays = true;
    // A zero weight would print a segment the wheel can never stop on: refused rather than hidden.
    if (!Number.isSafeInteger(weight) || weight < 1) problems.push({ code: 'WEIGHT_INVALID', segment });
    else total += weight;
  });
  if (total > WHEEL_WEIGHT_TOTAL_MAX) problems.push({ code: 'WEIGHT_TOTAL_TOO_LARGE' });
  // A wheel on which every segment pays nothing is a promise of a prize that cannot be kept.
  if (table.length > 0 && !pays) problems.push({ code: 'NO_PRIZE' });
  return problems;
}

/** The sum of the weights (the denominator of every published probability). */
export const weightTotal = (table: PrizeTable): number => table.reduce((sum, s) => sum + s.weight, 0);

/** What the player is shown: each segment's probability, weight / total (they sum to 1). */
export function publishedProbabilities(table: PrizeTable): number[] {
  const total = weightTotal(table);
  return table.map((s) => s.weight / total);
}

/**
 * The expected prize of one spin, exactly: Σ amount × weight over the total weight (a rational,
 * not reduced). The wheel's cost of N tickets is N × numerator / denominator, computed once.
 */
export function expectedPrize(table: PrizeTable): { numeratorMinor: bigint; denominator: bigint } {
  let numeratorMinor = 0n;
  for (const s of table) numeratorMinor += s.amountMinor * BigInt(s.weight);
  return { numeratorMinor, denominator: BigInt(weightTotal(table)) };
}

/**
 * The expected prize of one spin in minor units, rounded down (under by less than one minor unit:
 * for display; multiply `expectedPrize` for many spins, as rounding each spin would add up).
 */
export function expectedPrizeMinor(table: PrizeTable): bigint {
  const { numeratorMinor, denominator } = expectedPrize(table);
  return numeratorMinor / denominator;
}

/** Envelopes in one rain; a grab is one envelope, so this is also the most grabs a rain serves. */
export const ENVELOPES_MAX = 100_000;
/**
 * Largest budget of one rain, 10¹⁴ minor units: the split draws integers below the budget and a
 * CSPRNG integer draw accepts ranges below 2⁴⁸ (≈ 2.8 × 10¹⁴).
 */
export const ENVELOPE_BUDGET_MAX_MINOR = 10n ** 14n;

/** A rain: `budgetMinor` split into `envelopes` random envelopes of at least `minMinor` each. */
export interface EnvelopeRainRules {
  budgetMinor: bigint;
  envelopes: number;
  minMinor: bigint;
}

export type EnvelopeRainProblemCode =
  'ENVELOPES_OUT_OF_RANGE' | 'MIN_NOT_POSITIVE' | 'BUDGET_TOO_LARGE' | 'BUDGET_BELOW_MINIMUMS';

/** Everything wrong with a rain's rules (empty when they may be published). */
export function validateEnvelopeRain(rules: EnvelopeRainRules): EnvelopeRainProblemCode[] {
  const { budgetMinor, envelopes, minMinor } = rules;
  const problems: EnvelopeRainProblemCode[] = [];
  const countOk = Number.isSafeInteger(envelopes) && envelopes >= 1 && envelopes <= ENVELOPES_MAX;
  if (!countOk) problems.push('ENVELOPES_OUT_OF_RANGE');
  // An empty envelope is a grab that wins nothing: every envelope holds at least one minor unit.
  const minOk = typeof minMinor === 'bigint' && minMinor >= 1n;
  if (!minOk) problems.push('MIN_NOT_POSITIVE');
  if (budgetMinor > ENVELOPE_BUDGET_MAX_MINOR) problems.push('BUDGET_TOO_LARGE');
  // Only when count and minimum are sound can their product be compared with the budget (a
  // budget of zero or below is refused here too, as every envelope holds at least one unit).
  if (countOk && minOk && BigInt(envelopes) * minMinor > budgetMinor) {
    problems.push('BUDGET_BELOW_MINIMUMS');
  }
  return problems;
}
