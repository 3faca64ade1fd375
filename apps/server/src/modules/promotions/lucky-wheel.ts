import { randomInt } from 'node:crypto';
import { validatePrizeTable, weightTotal, type PrizeTable } from '@bet/contracts/promotions/prize-table';

/**
 * A uniform integer in [0, maxExclusive). Injectable so tests can walk every boundary; in
 * production it is node's CSPRNG (`randomInt` rejects the biased top of its random words, so each
 * value is exactly equally likely, unlike `Math.random() * n` or a plain modulo).
 */
export type RandomInt = (maxExclusive: number) => number;
export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/** Refuses a table the back office would have refused: a draw from it has no published meaning. */
function assertPublishable(table: PrizeTable): void {
  const problems = validatePrizeTable(table);
  if (problems.length > 0)
    throw new RangeError(`invalid prize table: ${problems.map((p) => p.code).join(', ')}`);
}

/** Reads a draw, refusing one out of range (a broken source must not land on the last segment). */
function draw(random: RandomInt, maxExclusive: number): number {
  const r = random(maxExclusive);
  if (!Number.isInteger(r) || r < 0 || r >= maxExclusive) {
    throw new RangeError(`random source returned ${r} outside [0, ${maxExclusive})`);
  }
  return r;
}

/**
 * The segment of `r` on a line of the weights laid end to end: segment i owns the integers
 * [w0 + … + w(i-1), w0 + … + wi). `eligible` skips segments (they own no integers).
 */
function segmentAt(table: PrizeTable, r: number, eligible: (i: number) => boolean): number {
  let end = 0;
  for (let i = 0; i < table.length; i++) {
    if (!eligible(i)) continue;
    end += table[i]!.weight;
    if (r < end) return i;
  }
  throw new RangeError('draw beyond the total weight'); // unreachable: draw() bounds r
}

/**
 * One spin: a segment index, segment i with probability exactly weight(i) / total weight (the
 * published probability) — one uniform integer below the total, no floating point on the way.
 */
export function spinWheel(table: PrizeTable, random: RandomInt = cryptoRandomInt): number {
  assertPublishable(table);
  return segmentAt(table, draw(random, weightTotal(table)), () => true);
}

/**
 * One spin that never pays more than `remainingMinor` (the promotion's budget left), or null when
 * no segment fits (the caller closes the wheel: BUDGET).
 *
 * Choice: the draw is from the affordable segments only, with their published weights — the same
 * distribution as spinning the published wheel again until it stops on an affordable segment, in
 * one draw. So every prize still on offer keeps its published odds relative to the others, and
 * the odds of a prize that no longer fits go to all of them in proportion rather than to the
 * "no prize" segment alone (the house does not profit from its own budget running out; and a
 * table with no "no prize" segment still works). With the whole budget left it is `spinWheel`.
 */
export function spinWithinBudget(
  table: PrizeTable,
  remainingMinor: bigint,
  random: RandomInt = cryptoRandomInt,
): number | null {
  assertPublishable(table);
  const affordable = (i: number) => table[i]!.amountMinor <= remainingMinor;
  let total = 0;
  for (let i = 0; i < table.length; i++) if (affordable(i)) total += table[i]!.weight;
  if (total === 0) return null;
  return segmentAt(table, draw(random, total), affordable);
}
