import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { FAST_DICE } from './elott-fast-dice.js';
import { parseContent } from './lottery-game.js';

const playType = (code: string) => FAST_DICE.playTypes.find((p) => p.code === code)!;
const throwOf = (dice: string) => dice.split('');

describe('FASTDICE win rules', () => {
  it.each([
    // [play type, pick, dice, wins]
    ['SUM', '4', '112', 1],
    ['SUM', '4', '121', 1],
    ['SUM', '17', '566', 1],
    ['SUM', '10', '136', 1],
    ['SUM', '11', '136', 0],
    ['SUM', '9', '333', 1], // a triple still has its sum
    ['BS', 'S', '136', 1], // sum 10: small
    ['BS', 'B', '136', 0],
    ['BS', 'B', '146', 1], // sum 11: big
    ['BS', 'S', '146', 0],
    ['BS', 'S', '112', 1], // sum 4: small
    ['BS', 'B', '665', 1], // sum 17: big
    ['BS', 'S', '111', 0], // triples lose both
    ['BS', 'S', '333', 0],
    ['BS', 'B', '444', 0],
    ['BS', 'B', '666', 0],
    ['OE', 'O', '126', 1], // 9
    ['OE', 'E', '136', 1], // 10
    ['OE', 'O', '136', 0],
    ['OE', 'O', '111', 0], // 3, a triple: both lose
    ['OE', 'E', '222', 0], // 6, a triple: both lose
    ['TRIPLE', '3', '333', 1],
    ['TRIPLE', '3', '444', 0],
    ['TRIPLE', '3', '334', 0],
    ['TRIPLE', 'ANY', '666', 1],
    ['TRIPLE', 'ANY', '111', 1],
    ['TRIPLE', 'ANY', '665', 0],
    ['PAIR', '5', '556', 1],
    ['PAIR', '5', '565', 1],
    ['PAIR', '5', '655', 1],
    ['PAIR', '5', '555', 1], // at least two: a triple counts
    ['PAIR', '5', '566', 0],
    ['PAIR', '6', '566', 1],
    ['PAIR', '1', '123', 0],
  ] as const)('%s %s on %s → %i', (code, pick, dice, wins) => {
    expect(playType(code).wins(pick, throwOf(dice))).toBe(wins);
  });
});

describe('FASTDICE picks', () => {
  it('offers sums 4–17, specific and any triples, pairs of each face', () => {
    expect(playType('SUM').shape).toEqual({
      kind: 'choice',
      options: ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17'],
    });
    expect(playType('TRIPLE').shape).toEqual({
      kind: 'choice',
      options: ['1', '2', '3', '4', '5', '6', 'ANY'],
    });
    expect(FAST_DICE.playTypes.map((p) => p.code)).toEqual(['SUM', 'BS', 'OE', 'TRIPLE', 'PAIR']);
    expect(FAST_DICE.defaultPlayType).toBe('SUM');
  });

  it('normalises case and leading zeros, refuses the rest', () => {
    expect(playType('BS').pick('b')).toBe('B');
    expect(playType('TRIPLE').pick(' any ')).toBe('ANY');
    expect(playType('SUM').pick('07')).toBe('7');
    for (const bad of ['3', '18', '', 'B', '1.5', '-4', '4e0', '0x4'])
      expect(playType('SUM').pick(bad), bad).toBeNull();
    expect(playType('PAIR').pick('7')).toBeNull();
    expect(playType('OE').pick('B')).toBeNull();
  });

  it('parses a content of several picks and refuses repeats', () => {
    expect(parseContent(playType('SUM'), '4, 10,17')).toEqual(['4', '10', '17']);
    expect(parseContent(playType('SUM'), '10,010')).toBeNull();
    expect(parseContent(playType('SUM'), '10,18')).toBeNull();
  });

  it('wins at most once per pick and throws on a pick that is not canonical', () => {
    expect(playType('PAIR').maxWins('5')).toBe(1);
    expect(() => playType('PAIR').wins('9', ['1', '1', '1'])).toThrow(RangeError);
  });
});

describe('FASTDICE draw', () => {
  it('draws three faces 1–6', () => {
    const rng = createSeededTestRng('dice-shape');
    for (let i = 0; i < 1000; i++) {
      const result = FAST_DICE.draw(rng);
      expect(result).toHaveLength(3);
      for (const face of result) expect(['1', '2', '3', '4', '5', '6']).toContain(face);
    }
  });
});
