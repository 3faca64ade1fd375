import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { RACE_10 } from './elott-race10.js';

const playType = (code: string) => RACE_10.playTypes.find((p) => p.code === code)!;
/** A finishing order from car numbers by place: "3 7 …" → ["03", "07", …]. */
const order = (cars: string) => cars.split(' ').map((c) => c.padStart(2, '0'));

const O1 = order('3 8 1 10 5 6 2 9 7 4'); // sum12 = 11
const O2 = order('10 2 3 4 5 6 7 8 9 1'); // sum12 = 12
const O3 = order('1 2 3 4 5 6 7 8 9 10'); // sum12 = 3
const O4 = order('10 9 8 7 6 5 4 3 2 1'); // sum12 = 19

describe('RACE10 win rules', () => {
  it.each([
    // [play type, pick, order, wins]
    ['POS_1', '03', O1, 1],
    ['POS_1', '08', O1, 0],
    ['POS_2', '08', O1, 1],
    ['POS_4', '10', O1, 1],
    ['POS_10', '04', O1, 1],
    ['POS_10', '10', O3, 1],
    ['POS_10', '01', O3, 0],
    ['DT_1', 'D', O2, 1], // place 1: 10 > place 10: 1
    ['DT_1', 'T', O2, 0],
    ['DT_1', 'T', O1, 1], // 3 < 4
    ['DT_2', 'D', O1, 1], // 8 > 7
    ['DT_3', 'T', O1, 1], // 1 < 9
    ['DT_4', 'D', O1, 1], // 10 > 2
    ['DT_5', 'T', O1, 1], // 5 < 6
    ['DT_5', 'D', O4, 1], // 6 > 5
    ['SUM12', '11', O1, 1],
    ['SUM12', '12', O1, 0],
    ['SUM12', '12', O2, 1],
    ['SUM12', '3', O3, 1],
    ['SUM12', '19', O4, 1],
    ['SUM12_BS', 'S', O1, 1], // 11 is small
    ['SUM12_BS', 'B', O1, 0],
    ['SUM12_BS', 'B', O2, 1], // 12 is big
    ['SUM12_BS', 'S', O2, 0],
    ['SUM12_BS', 'S', O3, 1],
    ['SUM12_BS', 'B', O4, 1],
    ['SUM12_OE', 'O', O1, 1],
    ['SUM12_OE', 'E', O2, 1],
    ['SUM12_OE', 'O', O3, 1],
    ['SUM12_OE', 'E', O3, 0],
  ] as const)('%s %s on %j → %i', (code, pick, result, wins) => {
    expect(playType(code).wins(pick, result)).toBe(wins);
  });
});

describe('RACE10 picks', () => {
  it('has positions 1–10, dragon/tiger 1–5 and the sum of the first two', () => {
    expect(RACE_10.playTypes.map((p) => p.code)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `POS_${i + 1}`),
      ...Array.from({ length: 5 }, (_, i) => `DT_${i + 1}`),
      'SUM12',
      'SUM12_BS',
      'SUM12_OE',
    ]);
    expect(RACE_10.defaultPlayType).toBe('POS_1');
    expect(playType('SUM12').shape).toEqual({
      kind: 'choice',
      options: Array.from({ length: 17 }, (_, i) => String(i + 3)),
    });
  });

  it('takes car numbers with or without the leading zero', () => {
    expect(playType('POS_3').pick('7')).toBe('07');
    expect(playType('POS_3').pick('07')).toBe('07');
    expect(playType('POS_3').pick('10')).toBe('10');
    for (const bad of ['0', '00', '11', 'D', '', '7a']) expect(playType('POS_3').pick(bad), bad).toBeNull();
    expect(playType('DT_2').pick('t')).toBe('T');
    expect(playType('SUM12').pick('2')).toBeNull();
    expect(playType('SUM12').pick('20')).toBeNull();
  });
});

describe('RACE10 draw', () => {
  it('is a permutation of the ten cars', () => {
    const rng = createSeededTestRng('race-shape');
    for (let i = 0; i < 1000; i++) {
      const result = RACE_10.draw(rng);
      expect([...result].sort()).toEqual(order('1 2 3 4 5 6 7 8 9 10'));
    }
  });

  it('shuffles by Fisher–Yates from the last place down, in the documented order', () => {
    // A scripted source: randomInt(i + 1) answers i for every i, so nothing moves; then 0, so
    // each step swaps index i with index 0.
    const stay = { randomInt: (n: number) => n - 1, randomFloat: () => 0 };
    expect(RACE_10.draw(stay)).toEqual(O3);
    const calls: number[] = [];
    const front = { randomInt: (n: number) => (calls.push(n), 0), randomFloat: () => 0 };
    expect(RACE_10.draw(front)).toEqual(order('2 3 4 5 6 7 8 9 10 1'));
    expect(calls).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});
