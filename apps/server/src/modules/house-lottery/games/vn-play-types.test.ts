import { describe, expect, it } from 'vitest';
import { parseContent, type DrawResult, type LotteryGameDef, type PlayType } from './lottery-game.js';
import { VN_CENTRAL, VN_GAMES, VN_NORTH, VN_SOUTH } from './vn-games.js';
import { binomial, xienProbability } from './vn-play-types.js';

const playType = (game: LotteryGameDef, code: string): PlayType => {
  const found = game.playTypes.find((p) => p.code === code);
  if (!found) throw new Error(`${game.code} has no ${code}`);
  return found;
};

// North, in layout order: DB first. The special ends in …05; '78' ends G1, G6 and G7; '07' is drawn twice in G7.
const NORTH: DrawResult = [
  '12305', // DB
  '45678', // G1
  '10011',
  '10012', // G2
  '20021',
  '20022',
  '20023',
  '20024',
  '20025',
  '20026', // G3
  '3031',
  '3032',
  '3033',
  '3034', // G4
  '4041',
  '4042',
  '4043',
  '4044',
  '4045',
  '4046', // G5
  '505',
  '506',
  '678', // G6
  '78',
  '07',
  '99',
  '07', // G7
];

// Central / South, printed G8 first, the special (6 digits) last.
const PROVINCIAL: DrawResult = [
  '05', // G8
  '305', // G7
  '1234',
  '5678',
  '9012', // G6
  '3456', // G5
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '77777', // G4
  '80808',
  '90909', // G3
  '12121', // G2
  '31313', // G1
  '123456', // DB
];

type Case = [code: string, pick: string, wins: number, why: string];

const NORTH_CASES: Case[] = [
  ['LO2', '78', 3, 'lô counts every number ending in it: G1 45678, G6 678, G7 78'],
  ['LO2', '07', 2, 'the same G7 number drawn twice wins twice'],
  ['LO2', '05', 2, 'the special counts for lô too (12305, G6 505)'],
  ['LO2', '45', 1, 'a 4-digit G5 prize'],
  ['LO2', '13', 0, 'absent'],
  ['LO3', '678', 2, 'G1 45678 and G6 678'],
  ['LO3', '099', 0, 'G7 99 has 2 digits: never a 3-digit lô'],
  ['LO3', '305', 1, 'the special'],
  ['DE', '05', 1, 'last two of the special 12305'],
  ['DE', '50', 0, 'reversed'],
  ['DE', '78', 0, 'lô numbers do not count for đề'],
  ['DE_HEAD', '0', 1, 'the tens digit of …05'],
  ['DE_HEAD', '5', 0, 'the units digit is not the head'],
  ['DE_TAIL', '5', 1, 'the units digit of …05'],
  ['DE_TAIL', '0', 0, 'the head is not the tail'],
  ['CANG3', '305', 1, 'last three of the special'],
  ['CANG3', '505', 0, 'G6 505 is not the special'],
  ['XIEN2', '07-78', 1, 'both appear (07 twice: still one win)'],
  ['XIEN2', '07-99', 1, 'both in G7'],
  ['XIEN2', '13-78', 0, 'one missing'],
  ['XIEN3', '05-07-78', 1, 'all three'],
  ['XIEN4', '05-07-13-78', 0, '13 missing'],
  ['XIEN4', '05-07-45-78', 1, 'all four'],
];

const PROVINCIAL_CASES: Case[] = [
  ['LO2', '05', 2, 'G8 05 and G7 305'],
  ['LO2', '56', 2, 'G5 3456 and the special 123456'],
  ['LO3', '305', 1, 'the 3-digit G7 counts'],
  ['LO3', '005', 0, 'G8 05 has 2 digits'],
  ['LO3', '456', 2, 'G5 3456 and the special'],
  ['DE', '56', 1, 'the special is LAST: 123456'],
  ['DE', '05', 0, 'G8 is the first number, not the special'],
  ['DE_HEAD', '5', 1, 'tens digit of …56'],
  ['DE_TAIL', '6', 1, 'units digit of …56'],
  ['CANG3', '456', 1, 'last three of 123456'],
  ['CANG3', '305', 0, 'G7 is not the special'],
  ['XIEN2', '05-56', 1, 'G8 and the special'],
  ['XIEN3', '05-12-78', 1, '05, 9012, 5678'],
  ['XIEN3', '05-12-99', 0, '99 missing'],
];

describe('VN win rules', () => {
  it.each(NORTH_CASES)('North %s %s → %i (%s)', (code, pick, wins) => {
    expect(playType(VN_NORTH, code).wins(pick, NORTH)).toBe(wins);
  });
  for (const game of [VN_CENTRAL, VN_SOUTH]) {
    it.each(PROVINCIAL_CASES)(`${game.code} %s %s → %i (%s)`, (code, pick, wins) => {
      expect(playType(game, code).wins(pick, PROVINCIAL)).toBe(wins);
    });
  }

  it('refuses to judge a pick that is not canonical', () => {
    expect(() => playType(VN_NORTH, 'DE').wins('', NORTH)).toThrow(RangeError);
    expect(() => playType(VN_NORTH, 'XIEN2').wins('78-07', NORTH)).toThrow(RangeError);
  });
});

describe('VN picks', () => {
  const cases: [code: string, raw: string, canonical: string | null][] = [
    ['LO2', '07', '07'],
    ['LO2', '7', null],
    ['LO2', '1a', null],
    ['LO2', '100', null],
    ['LO2', '', null],
    ['LO2', '０７', null], // full-width digits
    ['LO2', '-7', null],
    ['LO3', '007', '007'],
    ['LO3', '07', null],
    ['DE', '99', '99'],
    ['DE', '9', null],
    ['DE_HEAD', '0', '0'],
    ['DE_HEAD', '10', null],
    ['DE_TAIL', 'a', null],
    ['CANG3', '000', '000'],
    ['CANG3', '12', null],
    ['XIEN2', '78-07', '07-78'],
    ['XIEN2', '07-07', null],
    ['XIEN2', '07-7', null],
    ['XIEN2', '07-78-99', null],
    ['XIEN2', '07,78', null],
    ['XIEN3', '99-05-78', '05-78-99'],
    ['XIEN3', '05-78-05', null],
    ['XIEN4', '40-30-20-10', '10-20-30-40'],
    ['XIEN4', '10-20-30', null],
  ];
  it.each(cases)('%s "%s" → %s', (code, raw, canonical) => {
    for (const game of VN_GAMES) expect(playType(game, code).pick(raw)).toBe(canonical);
  });

  it('parses a bet content into canonical picks and refuses repeats', () => {
    const xien = playType(VN_NORTH, 'XIEN2');
    expect(parseContent(xien, '78-07, 12-34')).toEqual(['07-78', '12-34']);
    expect(parseContent(xien, '07-78,78-07')).toBeNull();
    expect(parseContent(playType(VN_NORTH, 'LO2'), '07,7')).toBeNull();
  });

  it('offers the same play types on every VN game, LO2 by default', () => {
    for (const game of VN_GAMES) {
      expect(game.playTypes.map((p) => p.code)).toEqual([
        'LO2',
        'LO3',
        'DE',
        'DE_HEAD',
        'DE_TAIL',
        'CANG3',
        'XIEN2',
        'XIEN3',
        'XIEN4',
      ]);
      expect(game.defaultPlayType).toBe('LO2');
      expect(game.group).toBe('VN');
    }
  });
});

describe('VN expected and worst-case wins (exact)', () => {
  const r = (num: bigint, den: bigint) => [num, den];
  it('lô is the count of eligible numbers over 100 (1000): linearity of expectation', () => {
    // North: all 27 numbers have 2+ digits, 23 have 3+ (not the four G7); South: 18, 17 (not G8).
    expect(playType(VN_NORTH, 'LO2').expectedWins('07')).toEqual(r(27n, 100n));
    expect(playType(VN_NORTH, 'LO3').expectedWins('007')).toEqual(r(23n, 1000n));
    expect(playType(VN_SOUTH, 'LO2').expectedWins('07')).toEqual(r(9n, 50n));
    expect(playType(VN_SOUTH, 'LO3').expectedWins('007')).toEqual(r(17n, 1000n));
    expect(playType(VN_NORTH, 'LO2').maxWins('07')).toBe(27);
    expect(playType(VN_NORTH, 'LO3').maxWins('007')).toBe(23);
    expect(playType(VN_CENTRAL, 'LO2').maxWins('07')).toBe(18);
    expect(playType(VN_CENTRAL, 'LO3').maxWins('007')).toBe(17);
  });

  it('đề, head, tail and 3 càng are one uniform number of the special', () => {
    for (const game of VN_GAMES) {
      expect(playType(game, 'DE').expectedWins('05')).toEqual(r(1n, 100n));
      expect(playType(game, 'DE_HEAD').expectedWins('0')).toEqual(r(1n, 10n));
      expect(playType(game, 'DE_TAIL').expectedWins('9')).toEqual(r(1n, 10n));
      expect(playType(game, 'CANG3').expectedWins('305')).toEqual(r(1n, 1000n));
      for (const code of ['DE', 'DE_HEAD', 'DE_TAIL', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4']) {
        const pt = playType(game, code);
        const sample =
          pt.shape.kind === 'choice'
            ? '1'
            : pt.shape.kind === 'combo'
              ? '01-02-03-04'.slice(0, pt.shape.size * 3 - 1)
              : '1'.repeat(pt.shape.digits);
        expect(pt.maxWins(sample)).toBe(1);
      }
    }
  });

  it('xiên: inclusion–exclusion agrees with counting every outcome by brute force', () => {
    // n = 3 endings: count the 100^3 ordered triples that contain 07 and 78 (and 45).
    let both = 0;
    let all3 = 0;
    for (let a = 0; a < 100; a++)
      for (let b = 0; b < 100; b++)
        for (let c = 0; c < 100; c++) {
          const has = (x: number) => a === x || b === x || c === x;
          if (has(7) && has(78)) both++;
          if (has(7) && has(78) && has(45)) all3++;
        }
    const [num2, den2] = xienProbability(2, 3);
    expect(num2 * 1_000_000n).toBe(BigInt(both) * den2);
    const [num3, den3] = xienProbability(3, 3);
    expect(num3 * 1_000_000n).toBe(BigInt(all3) * den3);
    expect(both).toBe(594);
    expect(all3).toBe(6); // 3! orders
    expect(xienProbability(4, 3)).toEqual(r(0n, 1n)); // four endings cannot fit in three numbers
    expect(xienProbability(1, 27)).toEqual(r(100n ** 27n - 99n ** 27n, 100n ** 27n));
    expect(binomial(4, 2)).toBe(6n);
  });

  it('xiên on the real layouts uses the 27 (18) last-two-digits', () => {
    const [num, den] = playType(VN_NORTH, 'XIEN2').expectedWins('07-78');
    expect(num * 100n ** 27n).toBe((100n ** 27n - 2n * 99n ** 27n + 98n ** 27n) * den);
    const [sNum, sDen] = playType(VN_SOUTH, 'XIEN4').expectedWins('01-02-03-04');
    const exact = 100n ** 18n - 4n * 99n ** 18n + 6n * 98n ** 18n - 4n * 97n ** 18n + 96n ** 18n;
    expect(sNum * 100n ** 18n).toBe(exact * sDen);
  });
});
