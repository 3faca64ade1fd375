import type { DrawResult, PlayType, Rational, ResultTier } from './lottery-game.js';
import { DIGIT_OPTIONS, asPlayType, countNumbers, ratio, tierOffset, type Rule } from './vn-sea-common.js';

/**
 * The Vietnamese play types, the same for every region; only the result layout differs (North: 27
 * numbers with the special first, Central / South: 18 with the special last).
 *
 * - LO2 "lô 2 số": a 2-digit number; wins once per prize number ending in it (every number counts).
 * - LO3 "lô 3 số": a 3-digit number; wins once per prize number of 3 or more digits ending in it.
 * - DE "đề": the last two digits of the special prize; DE_HEAD / DE_TAIL "đầu / đuôi": their tens /
 *   units digit; CANG3 "3 càng": the special's last three digits. One win at most.
 * - XIEN2/3/4 "xiên": 2–4 distinct 2-digit numbers ("07-45"); one win when each of them is the last
 *   two digits of at least one prize number.
 *
 * `wins` expects a canonical pick (from `pick`). Expectations are exact: each prize number is
 * uniform and independent (see drawLayout), so its last two (three) digits are uniform too.
 */

/** C(n, k) as a bigint. */
export function binomial(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/**
 * P(k given distinct 2-digit endings all appear among n independent uniform endings), by
 * inclusion–exclusion over the endings that are missing: Σ_j (−1)^j C(k, j) ((100 − j) / 100)^n.
 */
export function xienProbability(k: number, n: number): Rational {
  let num = 0n;
  for (let j = 0; j <= k; j++) {
    const term = binomial(k, j) * BigInt(100 - j) ** BigInt(n);
    num += j % 2 === 0 ? term : -term;
  }
  return ratio(num, 100n ** BigInt(n));
}

/** How many numbers of at least `pick.length` digits end in `pick`. */
function countEndingIn(pick: string, result: DrawResult): number {
  let n = 0;
  for (const number of result) if (number.length >= pick.length && number.endsWith(pick)) n++;
  return n;
}

/** The play types of a VN game whose result follows `layout`, with `specialTier` the special prize. */
export function vnPlayTypes(layout: readonly ResultTier[], specialTier: string): PlayType[] {
  const special = tierOffset(layout, specialTier);
  if (special.tier.count !== 1 || special.tier.digits < 3)
    throw new Error('the special prize is one number of 3+ digits');
  const specialOf = (result: DrawResult): string => result[special.index] ?? '';
  const twoDigitNumbers = countNumbers(layout, 2);
  const threeDigitNumbers = countNumbers(layout, 3);
  const specialEndsWith = (pick: string, result: DrawResult): number =>
    specialOf(result).endsWith(pick) ? 1 : 0;
  const xien = (size: 2 | 3 | 4): Rule => ({
    code: `XIEN${size}`,
    shape: { kind: 'combo', size, digits: 2 },
    wins: (pick, result) =>
      pick.split('-').every((n) => result.some((number) => number.endsWith(n))) ? 1 : 0,
    expected: xienProbability(size, twoDigitNumbers),
    maxWins: 1,
  });
  const rules: Rule[] = [
    {
      code: 'LO2',
      shape: { kind: 'number', digits: 2 },
      wins: countEndingIn,
      expected: ratio(BigInt(twoDigitNumbers), 100n),
      maxWins: twoDigitNumbers,
    },
    {
      code: 'LO3',
      shape: { kind: 'number', digits: 3 },
      wins: countEndingIn,
      expected: ratio(BigInt(threeDigitNumbers), 1000n),
      maxWins: threeDigitNumbers,
    },
    {
      code: 'DE',
      shape: { kind: 'number', digits: 2 },
      wins: specialEndsWith,
      expected: ratio(1n, 100n),
      maxWins: 1,
    },
    {
      code: 'DE_HEAD',
      shape: { kind: 'choice', options: DIGIT_OPTIONS },
      wins: (pick, result) => {
        const s = specialOf(result);
        return s[s.length - 2] === pick ? 1 : 0;
      },
      expected: ratio(1n, 10n),
      maxWins: 1,
    },
    {
      code: 'DE_TAIL',
      shape: { kind: 'choice', options: DIGIT_OPTIONS },
      wins: specialEndsWith,
      expected: ratio(1n, 10n),
      maxWins: 1,
    },
    {
      code: 'CANG3',
      shape: { kind: 'number', digits: 3 },
      wins: specialEndsWith,
      expected: ratio(1n, 1000n),
      maxWins: 1,
    },
    xien(2),
    xien(3),
    xien(4),
  ];
  return rules.map(asPlayType);
}
