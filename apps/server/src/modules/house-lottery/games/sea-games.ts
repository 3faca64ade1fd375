import type { DrawResult, LotteryGameDef, ResultTier } from './lottery-game.js';
import { nextLocalDraws } from './vn-sea-calendar.js';
import { asPlayType, drawLayout, ratio, type Rule } from './vn-sea-common.js';

/**
 * The SEA lotteries, drawn at 19:00 Malaysia time (Asia/Kuala_Lumpur, UTC+8 all year).
 *
 * 4D (Wednesday, Saturday, Sunday): 23 four-digit numbers — first, second, third prize, 10
 * starters, 10 consolation — in that order. Each number is drawn independently (drawLayout), so
 * a number can fill two prizes and then wins for each.
 * Real 4D pays a different amount per prize tier; here each play type has ONE odds figure:
 * 4D_BIG wins once per prize (of all 23) equal to the pick, 4D_SMALL once per top-three prize
 * equal to it, 4D_FIRST when it is the first prize.
 *
 * 6D (the 1st and 16th of each month): one six-digit number; 6D_EXACT, 6D_LAST4 (its last four
 * digits) and 6D_LAST2 (its last two).
 */

export const MYT_OFFSET_MINUTES = 480;

export const SEA_4D_LAYOUT: readonly ResultTier[] = [
  { tier: 'P1', count: 1, digits: 4 },
  { tier: 'P2', count: 1, digits: 4 },
  { tier: 'P3', count: 1, digits: 4 },
  { tier: 'STARTER', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];

export const SEA_6D_LAYOUT: readonly ResultTier[] = [{ tier: 'P1', count: 1, digits: 6 }];

/** How many of result[0 .. upTo) equal `pick`. */
function countEqual(pick: string, result: DrawResult, upTo: number): number {
  let n = 0;
  for (let i = 0; i < upTo && i < result.length; i++) if (result[i] === pick) n++;
  return n;
}

const FOUR_D_RULES: Rule[] = [
  {
    code: '4D_BIG',
    shape: { kind: 'number', digits: 4 },
    wins: (pick: string, result: DrawResult) => countEqual(pick, result, 23),
    expected: ratio(23n, 10_000n),
    maxWins: 23,
  },
  {
    code: '4D_SMALL',
    shape: { kind: 'number', digits: 4 },
    wins: (pick: string, result: DrawResult) => countEqual(pick, result, 3),
    expected: ratio(3n, 10_000n),
    maxWins: 3,
  },
  {
    code: '4D_FIRST',
    shape: { kind: 'number', digits: 4 },
    wins: (pick: string, result: DrawResult) => countEqual(pick, result, 1),
    expected: ratio(1n, 10_000n),
    maxWins: 1,
  },
];

const sixDigitsEndIn = (pick: string, result: DrawResult): number =>
  (result[0] ?? '').endsWith(pick) ? 1 : 0;

const SIX_D_RULES: Rule[] = [
  {
    code: '6D_EXACT',
    shape: { kind: 'number', digits: 6 },
    wins: sixDigitsEndIn,
    expected: ratio(1n, 1_000_000n),
    maxWins: 1,
  },
  {
    code: '6D_LAST4',
    shape: { kind: 'number', digits: 4 },
    wins: sixDigitsEndIn,
    expected: ratio(1n, 10_000n),
    maxWins: 1,
  },
  {
    code: '6D_LAST2',
    shape: { kind: 'number', digits: 2 },
    wins: sixDigitsEndIn,
    expected: ratio(1n, 100n),
    maxWins: 1,
  },
];

const at1900 = { utcOffsetMinutes: MYT_OFFSET_MINUTES, hour: 19, minute: 0 };
const FOUR_D_WEEKDAYS = new Set([0, 3, 6]); // Sunday, Wednesday, Saturday
const fourDCalendar = { ...at1900, drawsOn: (d: { weekday: number }) => FOUR_D_WEEKDAYS.has(d.weekday) };
const sixDCalendar = { ...at1900, drawsOn: (d: { day: number }) => d.day === 1 || d.day === 16 };

export const SEA_4D: LotteryGameDef = {
  code: 'SEA_4D',
  group: 'SEA',
  name: '4D',
  nextDraws: (after, count) => nextLocalDraws(fourDCalendar, after, count),
  draw: (rng) => drawLayout(SEA_4D_LAYOUT, rng),
  layout: SEA_4D_LAYOUT,
  playTypes: FOUR_D_RULES.map(asPlayType),
  defaultPlayType: '4D_BIG',
};

export const SEA_6D: LotteryGameDef = {
  code: 'SEA_6D',
  group: 'SEA',
  name: '6D',
  nextDraws: (after, count) => nextLocalDraws(sixDCalendar, after, count),
  draw: (rng) => drawLayout(SEA_6D_LAYOUT, rng),
  layout: SEA_6D_LAYOUT,
  playTypes: SIX_D_RULES.map(asPlayType),
  defaultPlayType: '6D_EXACT',
};

export const SEA_GAMES: readonly LotteryGameDef[] = [SEA_4D, SEA_6D];
