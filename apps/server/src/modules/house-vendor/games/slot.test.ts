import { describe, expect, it } from 'vitest';
import { rngFromWords } from './rng.js';
import { SLOT_CONFIG, SYMBOL, parseStrip } from './slot-config.js';
import { evaluateGrid, evaluateLine, gridAt, spin } from './slot.js';

const { WILD: W, SCATTER: S, NINE, ACE: A, KING: K, QUEEN: Q, SEVEN } = SYMBOL;
const line = (symbols: number[]) => evaluateLine(symbols, SLOT_CONFIG.linePays);
const pays = (symbol: number) => SLOT_CONFIG.linePays[symbol]!;

describe('slot configuration', () => {
  it('has 5 reels of at most 32 stops, one scatter each, no symbol next to itself', () => {
    expect(SLOT_CONFIG.strips).toHaveLength(5);
    for (const strip of SLOT_CONFIG.strips) {
      expect(strip.length).toBeLessThanOrEqual(32);
      expect(strip.filter((s) => s === S)).toHaveLength(1);
      expect(strip).toContain(W);
      expect(strip.some((symbol, i) => symbol === strip[(i + 1) % strip.length])).toBe(false);
    }
  });

  it('has 20 distinct fixed paylines over 3 rows', () => {
    expect(SLOT_CONFIG.lines).toHaveLength(20);
    expect(new Set(SLOT_CONFIG.lines.map((l) => l.join(''))).size).toBe(20);
    for (const l of SLOT_CONFIG.lines) expect(l.every((row) => row >= 0 && row < 3)).toBe(true);
  });

  it('reads strips from their one-letter codes', () => {
    expect(parseStrip('WS9TJQKAB7')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(() => parseStrip('X')).toThrow();
  });
});

describe('evaluateLine', () => {
  it('pays 3, 4 and 5 of a kind from the left', () => {
    expect(line([A, A, A, K, Q])).toEqual({ symbol: A, count: 3, pay: pays(A)[0] });
    expect(line([A, A, A, A, Q])).toEqual({ symbol: A, count: 4, pay: pays(A)[1] });
    expect(line([A, A, A, A, A])).toEqual({ symbol: A, count: 5, pay: pays(A)[2] });
  });

  it('pays nothing for 2 of a kind or a run that does not start on reel 1', () => {
    expect(line([A, A, K, K, K])).toBeNull();
    expect(line([K, A, A, A, A])).toBeNull();
  });

  it('lets WILD stand in anywhere on the line', () => {
    expect(line([W, A, A, Q, K])).toEqual({ symbol: A, count: 3, pay: pays(A)[0] });
    expect(line([A, W, W, A, NINE])).toEqual({ symbol: A, count: 4, pay: pays(A)[1] });
    expect(line([NINE, NINE, W, K, K])).toEqual({ symbol: NINE, count: 3, pay: pays(NINE)[0] });
  });

  it('pays leading wilds as WILD when that beats the symbol they complete', () => {
    expect(line([W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: pays(W)[2] });
    expect(line([W, W, W, NINE, K])).toEqual({ symbol: W, count: 3, pay: pays(W)[0] }); // WILD x3 50 > NINE x4 30
    expect(line([W, W, W, NINE, NINE])).toEqual({ symbol: NINE, count: 5, pay: pays(NINE)[2] }); // NINE x5 60 > 50
    expect(line([W, W, W, W, SEVEN])).toEqual({ symbol: SEVEN, count: 5, pay: pays(SEVEN)[2] });
  });

  it('never substitutes or counts SCATTER on a line', () => {
    expect(line([S, S, S, S, S])).toBeNull();
    expect(line([W, W, S, A, A])).toBeNull();
    expect(line([A, A, S, A, A])).toBeNull();
    expect(line([W, W, W, S, A])).toEqual({ symbol: W, count: 3, pay: pays(W)[0] });
  });
});

describe('evaluateGrid', () => {
  const filler: number[][] = [
    [K, Q, NINE],
    [Q, NINE, K],
    [NINE, K, Q],
    [K, Q, NINE],
    [Q, NINE, K],
  ];

  it('counts scatters anywhere on the screen and pays them times the total bet', () => {
    const grid = filler.map((column) => [...column]);
    grid[0]![2] = S;
    grid[2]![0] = S;
    grid[4]![1] = S;
    const outcome = evaluateGrid(grid);
    expect(outcome.scatterCount).toBe(3);
    expect(outcome.scatterPay).toBe(SLOT_CONFIG.scatterPays[0]);
    expect(outcome.lineWins).toEqual([]);
    expect(outcome.totalPayInLineBets).toBe(SLOT_CONFIG.scatterPays[0]! * 20);
  });

  it('pays every winning line, numbered from 1', () => {
    const grid = filler.map((column) => [...column]);
    for (let reel = 0; reel < 3; reel++) grid[reel]![1] = A; // middle row: line 1
    const outcome = evaluateGrid(grid);
    expect(outcome.lineWins).toContainEqual({ line: 1, symbol: A, count: 3, pay: pays(A)[0] });
    expect(outcome.totalPayInLineBets).toBe(outcome.lineWins.reduce((sum, w) => sum + w.pay, 0));
  });
});

describe('spin', () => {
  it('takes one uniform stop per reel and pays in minor units of the line bet', () => {
    const stops = [3, 17, 0, 31, 9];
    const draws: number[] = [];
    let word = 0;
    const rng = rngFromWords(() => stops[word++]!);
    const wrapped = { ...rng, randomInt: (n: number) => (draws.push(n), rng.randomInt(n)) };
    const result = spin(wrapped, 5n);
    expect(draws).toEqual([32, 32, 32, 32, 32]);
    expect(result.stops).toEqual(stops);
    expect(result.grid).toEqual(gridAt(stops));
    expect(result.totalBet).toBe(100n);
    const outcome = evaluateGrid(result.grid);
    expect(result.totalWin).toBe(5n * BigInt(outcome.totalPayInLineBets));
    expect(result.scatterWin).toBe(100n * BigInt(outcome.scatterPay));
    expect(result.lineWins.map((w) => w.win)).toEqual(outcome.lineWins.map((w) => 5n * BigInt(w.pay)));
  });

  it('refuses a line bet of zero or less', () => {
    const rng = rngFromWords(() => 0);
    expect(() => spin(rng, 0n)).toThrow(RangeError);
  });
});
