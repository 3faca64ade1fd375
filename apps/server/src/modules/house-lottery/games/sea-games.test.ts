import { describe, expect, it } from 'vitest';
import type { DrawResult, LotteryGameDef, PlayType } from './lottery-game.js';
import { SEA_4D, SEA_6D, SEA_GAMES } from './sea-games.js';

const playType = (game: LotteryGameDef, code: string): PlayType => {
  const found = game.playTypes.find((p) => p.code === code);
  if (!found) throw new Error(`${game.code} has no ${code}`);
  return found;
};

// 1234 came out as first AND second prize and as a starter; 0042 is a consolation prize.
const FOUR_D: DrawResult = [
  '1234', // P1
  '1234', // P2
  '5678', // P3
  '1234',
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7777',
  '8888',
  '9999', // STARTER
  '0042',
  '0001',
  '0002',
  '0003',
  '0004',
  '0005',
  '0006',
  '0007',
  '0008',
  '0009', // CONSOLATION
];

describe('4D', () => {
  const cases: [code: string, pick: string, wins: number][] = [
    ['4D_BIG', '1234', 3],
    ['4D_BIG', '0042', 1],
    ['4D_BIG', '5678', 1],
    ['4D_BIG', '4321', 0],
    ['4D_SMALL', '1234', 2],
    ['4D_SMALL', '5678', 1],
    ['4D_SMALL', '0042', 0],
    ['4D_FIRST', '1234', 1],
    ['4D_FIRST', '5678', 0],
  ];
  it.each(cases)('%s %s → %i', (code, pick, wins) => {
    expect(playType(SEA_4D, code).wins(pick, FOUR_D)).toBe(wins);
  });

  it('takes exactly four digits', () => {
    for (const code of ['4D_BIG', '4D_SMALL', '4D_FIRST']) {
      const pt = playType(SEA_4D, code);
      expect(pt.pick('0042')).toBe('0042');
      for (const bad of ['42', '123', '12345', '12a4', ' 1234']) expect(pt.pick(bad)).toBeNull();
    }
  });

  it('has one odds figure per play type: Big covers all 23 prizes, Small the top three', () => {
    expect(playType(SEA_4D, '4D_BIG').expectedWins('1234')).toEqual([23n, 10_000n]);
    expect(playType(SEA_4D, '4D_SMALL').expectedWins('1234')).toEqual([3n, 10_000n]);
    expect(playType(SEA_4D, '4D_FIRST').expectedWins('1234')).toEqual([1n, 10_000n]);
    expect(playType(SEA_4D, '4D_BIG').maxWins('1234')).toBe(23);
    expect(playType(SEA_4D, '4D_SMALL').maxWins('1234')).toBe(3);
    expect(playType(SEA_4D, '4D_FIRST').maxWins('1234')).toBe(1);
    expect(SEA_4D.layout.map((t) => [t.tier, t.count, t.digits])).toEqual([
      ['P1', 1, 4],
      ['P2', 1, 4],
      ['P3', 1, 4],
      ['STARTER', 10, 4],
      ['CONSOLATION', 10, 4],
    ]);
    expect(SEA_4D.defaultPlayType).toBe('4D_BIG');
  });
});

describe('6D', () => {
  const cases: [code: string, pick: string, wins: number][] = [
    ['6D_EXACT', '123456', 1],
    ['6D_EXACT', '123457', 0],
    ['6D_LAST4', '3456', 1],
    ['6D_LAST4', '1234', 0],
    ['6D_LAST2', '56', 1],
    ['6D_LAST2', '65', 0],
  ];
  it.each(cases)('%s %s on 123456 → %i', (code, pick, wins) => {
    expect(playType(SEA_6D, code).wins(pick, ['123456'])).toBe(wins);
  });

  it('takes the right number of digits and knows its exact expectations', () => {
    expect(playType(SEA_6D, '6D_EXACT').pick('00042')).toBeNull();
    expect(playType(SEA_6D, '6D_EXACT').pick('000042')).toBe('000042');
    expect(playType(SEA_6D, '6D_LAST4').pick('123456')).toBeNull();
    expect(playType(SEA_6D, '6D_LAST2').pick('5')).toBeNull();
    expect(playType(SEA_6D, '6D_EXACT').expectedWins('000042')).toEqual([1n, 1_000_000n]);
    expect(playType(SEA_6D, '6D_LAST4').expectedWins('0042')).toEqual([1n, 10_000n]);
    expect(playType(SEA_6D, '6D_LAST2').expectedWins('42')).toEqual([1n, 100n]);
    expect(SEA_6D.defaultPlayType).toBe('6D_EXACT');
  });
});

it('SEA_GAMES lists both, in the SEA group', () => {
  expect(SEA_GAMES.map((g) => [g.code, g.group])).toEqual([
    ['SEA_4D', 'SEA'],
    ['SEA_6D', 'SEA'],
  ]);
});
