import type { Rng } from '../../house-vendor/games/rng.js';
import type { DrawResult, LotteryGameDef } from './lottery-game.js';
import { choicePlayType, numberOptions, once } from './elott-play-type.js';
import { intervalSchedule } from './elott-schedule.js';

/**
 * Lucky 5D: five digits every 5 minutes. Result: five one-digit strings, place 1 first, each
 * `rng.randomInt(10)`.
 */

export const DIGITS = numberOptions(0, 9);
const BSOE = ['B', 'S', 'O', 'E'];
export const FORM_OPTIONS = ['LEOPARD', 'STRAIGHT', 'PAIR', 'MIXED'];

/** Big 5–9 / small 0–4 / odd / even of one digit. */
const digitSide = (digit: number, side: string): boolean =>
  side === 'B' ? digit >= 5 : side === 'S' ? digit <= 4 : side === 'O' ? digit % 2 === 1 : digit % 2 === 0;

/** Big (≥ 23) / small (≤ 22) / odd / even of the sum of the five digits. */
const sumSide = (sum: number, side: string): boolean =>
  side === 'B' ? sum >= 23 : side === 'S' ? sum <= 22 : side === 'O' ? sum % 2 === 1 : sum % 2 === 0;

/**
 * The form of three digits: LEOPARD all equal; STRAIGHT three consecutive digits in any order,
 * counting round the dial (8-9-0 and 9-0-1 are straights); PAIR exactly two equal; MIXED the rest.
 */
export function formOf(digits: readonly number[]): string {
  const [a, b, c] = digits as [number, number, number];
  if (a === b && b === c) return 'LEOPARD';
  if (a === b || b === c || a === c) return 'PAIR';
  const sorted = [a, b, c].sort((x, y) => x - y);
  // Distinct digits are consecutive mod 10 when one of them is followed by the other two.
  const straight = sorted.some((d) => sorted.includes((d + 1) % 10) && sorted.includes((d + 2) % 10));
  return straight ? 'STRAIGHT' : 'MIXED';
}

/** Ten results with only the digit at `place` varying: the distribution of one digit. */
const oneDigitVarying = (place: number) =>
  once<DrawResult>(() => DIGITS.map((d) => Array.from({ length: 5 }, (_, i) => (i === place - 1 ? d : '0'))));

/** 1000 results with the three digits from `first` varying. */
const threeDigitsVarying = (first: number) =>
  once<DrawResult>(() =>
    Array.from({ length: 1000 }, (_, n) => {
      const three = String(n).padStart(3, '0').split('');
      return Array.from({ length: 5 }, (_, i) =>
        i >= first - 1 && i < first + 2 ? three[i - first + 1]! : '0',
      );
    }),
  );

/** All 10^5 results (the sum reads every digit). */
const allResults = once<DrawResult>(() =>
  Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, '0').split('')),
);

const digitAt = (result: DrawResult, place: number) => Number(result[place - 1]);

const placeTypes = (place: number) => [
  choicePlayType({
    code: `DIGIT_${place}`,
    options: DIGITS,
    wins: (digit, result) => result[place - 1] === digit,
    marginal: oneDigitVarying(place),
  }),
  choicePlayType({
    code: `BSOE_${place}`,
    options: BSOE,
    wins: (side, result) => digitSide(digitAt(result, place), side),
    marginal: oneDigitVarying(place),
  }),
];

const formType = (code: string, first: number) =>
  choicePlayType({
    code,
    options: FORM_OPTIONS,
    wins: (form, result) => formOf([first, first + 1, first + 2].map((p) => digitAt(result, p))) === form,
    marginal: threeDigitsVarying(first),
  });

export const LUCKY_5D: LotteryGameDef = {
  code: 'LUCKY5D',
  group: 'ELOTT',
  name: 'Lucky 5D',
  nextDraws: intervalSchedule(5),
  draw: (rng: Rng) => Array.from({ length: 5 }, () => String(rng.randomInt(10))),
  layout: [{ tier: 'DIGITS', count: 5, digits: 1 }],
  playTypes: [
    ...[1, 2, 3, 4, 5].flatMap(placeTypes),
    choicePlayType({
      code: 'SUM_BSOE',
      options: BSOE,
      wins: (side, result) =>
        sumSide(
          result.reduce((s, d) => s + Number(d), 0),
          side,
        ),
      marginal: allResults,
    }),
    formType('FRONT3', 1),
    formType('MID3', 2),
    formType('BACK3', 3),
  ],
  defaultPlayType: 'DIGIT_1',
};
