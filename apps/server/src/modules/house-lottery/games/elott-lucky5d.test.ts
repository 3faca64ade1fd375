import { describe, expect, it } from 'vitest';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { formOf, LUCKY_5D } from './elott-lucky5d.js';

const playType = (code: string) => LUCKY_5D.playTypes.find((p) => p.code === code)!;
const digits = (s: string) => s.split('');

describe('LUCKY5D win rules', () => {
  it.each([
    // [play type, pick, result, wins]
    ['DIGIT_1', '1', '12345', 1],
    ['DIGIT_1', '2', '12345', 0],
    ['DIGIT_3', '3', '12345', 1],
    ['DIGIT_5', '5', '12345', 1],
    ['DIGIT_5', '0', '12340', 1],
    ['DIGIT_2', '7', '77777', 1],
    ['BSOE_1', 'S', '40000', 1], // 4 is small
    ['BSOE_1', 'B', '40000', 0],
    ['BSOE_1', 'B', '50000', 1], // 5 is big
    ['BSOE_2', 'S', '00000', 1],
    ['BSOE_2', 'E', '00000', 1], // 0 is even
    ['BSOE_4', 'B', '00090', 1],
    ['BSOE_4', 'O', '00090', 1],
    ['BSOE_5', 'O', '00008', 0],
    ['BSOE_5', 'E', '00008', 1],
    ['SUM_BSOE', 'S', '99400', 1], // 22 is small
    ['SUM_BSOE', 'B', '99400', 0],
    ['SUM_BSOE', 'E', '99400', 1],
    ['SUM_BSOE', 'B', '99500', 1], // 23 is big
    ['SUM_BSOE', 'O', '99500', 1],
    ['SUM_BSOE', 'S', '00000', 1],
    ['SUM_BSOE', 'B', '99999', 1], // 45
    ['FRONT3', 'LEOPARD', '77712', 1],
    ['FRONT3', 'PAIR', '77712', 0],
    ['FRONT3', 'STRAIGHT', '31212', 1], // 1-2-3 in any order
    ['FRONT3', 'STRAIGHT', '89012', 1], // wraps: 8-9-0
    ['FRONT3', 'STRAIGHT', '09112', 1], // wraps: 9-0-1, any order
    ['FRONT3', 'STRAIGHT', '79012', 0], // 7-9-0 is not consecutive
    ['FRONT3', 'MIXED', '79012', 1],
    ['FRONT3', 'PAIR', '89812', 1], // exactly two equal
    ['FRONT3', 'STRAIGHT', '89812', 0],
    ['FRONT3', 'MIXED', '02412', 1],
    ['MID3', 'LEOPARD', '12225', 1],
    ['MID3', 'PAIR', '11225', 1], // 1-2-2
    ['MID3', 'STRAIGHT', '54655', 1], // 4-6-5
    ['MID3', 'MIXED', '55555', 0],
    ['BACK3', 'STRAIGHT', '00890', 1],
    ['BACK3', 'STRAIGHT', '00901', 1],
    ['BACK3', 'STRAIGHT', '00102', 1], // 1-0-2
    ['BACK3', 'STRAIGHT', '00121', 0], // repeated digits are never a straight
    ['BACK3', 'PAIR', '00121', 1],
    ['BACK3', 'LEOPARD', '00000', 1],
    ['BACK3', 'MIXED', '12480', 1],
  ] as const)('%s %s on %s → %i', (code, pick, result, wins) => {
    expect(playType(code).wins(pick, digits(result))).toBe(wins);
  });
});

describe('formOf', () => {
  it('counts 10 leopards, 60 straights, 270 pairs and 660 mixed among the 1000 triples', () => {
    const counts: Record<string, number> = {};
    for (let n = 0; n < 1000; n++) {
      const form = formOf(String(n).padStart(3, '0').split('').map(Number));
      counts[form] = (counts[form] ?? 0) + 1;
    }
    expect(counts).toEqual({ LEOPARD: 10, STRAIGHT: 60, PAIR: 270, MIXED: 660 });
  });
});

describe('LUCKY5D picks', () => {
  it('has the play types in order', () => {
    expect(LUCKY_5D.playTypes.map((p) => p.code)).toEqual([
      'DIGIT_1',
      'BSOE_1',
      'DIGIT_2',
      'BSOE_2',
      'DIGIT_3',
      'BSOE_3',
      'DIGIT_4',
      'BSOE_4',
      'DIGIT_5',
      'BSOE_5',
      'SUM_BSOE',
      'FRONT3',
      'MID3',
      'BACK3',
    ]);
    expect(LUCKY_5D.defaultPlayType).toBe('DIGIT_1');
  });

  it('normalises and refuses picks', () => {
    expect(playType('FRONT3').pick('straight')).toBe('STRAIGHT');
    expect(playType('FRONT3').pick('STRAIGH')).toBeNull();
    expect(playType('DIGIT_2').pick('00')).toBe('0');
    expect(playType('DIGIT_2').pick('10')).toBeNull();
    expect(playType('BSOE_2').pick('o')).toBe('O');
    expect(playType('BSOE_2').pick('X')).toBeNull();
  });
});

describe('LUCKY5D draw', () => {
  it('draws five digits', () => {
    const rng = createSeededTestRng('5d-shape');
    for (let i = 0; i < 1000; i++) {
      const result = LUCKY_5D.draw(rng);
      expect(result).toHaveLength(5);
      for (const d of result) expect(d).toMatch(/^\d$/);
    }
  });
});
