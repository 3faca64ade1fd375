import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_BUDGET_MAX_MINOR,
  ENVELOPES_MAX,
  expectedPrize,
  expectedPrizeMinor,
  publishedProbabilities,
  validateEnvelopeRain,
  validatePrizeTable,
  WHEEL_SEGMENTS_MAX,
  WHEEL_WEIGHT_TOTAL_MAX,
  type PrizeTable,
} from './prize-table.js';

const WHEEL: PrizeTable = [
  { amountMinor: 0n, weight: 50 },
  { amountMinor: 100n, weight: 30 },
  { amountMinor: 1_000n, weight: 15 },
  { amountMinor: 10_000n, weight: 5 },
];

describe('validatePrizeTable', () => {
  it('accepts a table with a "no prize" segment', () => {
    expect(validatePrizeTable(WHEEL)).toEqual([]);
  });

  it('accepts the bounds: 2 and 12 segments, the largest total weight', () => {
    expect(validatePrizeTable(WHEEL.slice(0, 2))).toEqual([]);
    const twelve = Array.from({ length: WHEEL_SEGMENTS_MAX }, (_, i) => ({
      amountMinor: BigInt(i),
      weight: 1,
    }));
    expect(validatePrizeTable(twelve)).toEqual([]);
    const heaviest = [
      { amountMinor: 0n, weight: WHEEL_WEIGHT_TOTAL_MAX - 1 },
      { amountMinor: 1n, weight: 1 },
    ];
    expect(validatePrizeTable(heaviest)).toEqual([]);
  });

  it.each([
    ['one segment', [{ amountMinor: 5n, weight: 1 }], [{ code: 'TOO_FEW_SEGMENTS' }]],
    ['no segment', [], [{ code: 'TOO_FEW_SEGMENTS' }]],
    [
      'thirteen segments',
      Array.from({ length: 13 }, () => ({ amountMinor: 1n, weight: 1 })),
      [{ code: 'TOO_MANY_SEGMENTS' }],
    ],
    [
      'a negative amount',
      [WHEEL[1]!, { amountMinor: -1n, weight: 1 }],
      [{ code: 'AMOUNT_INVALID', segment: 1 }],
    ],
    ['a zero weight', [WHEEL[1]!, { amountMinor: 1n, weight: 0 }], [{ code: 'WEIGHT_INVALID', segment: 1 }]],
    [
      'a fractional weight',
      [{ amountMinor: 1n, weight: 1.5 }, WHEEL[1]!],
      [{ code: 'WEIGHT_INVALID', segment: 0 }],
    ],
    ['a NaN weight', [{ amountMinor: 1n, weight: NaN }, WHEEL[1]!], [{ code: 'WEIGHT_INVALID', segment: 0 }]],
    [
      'too heavy a total',
      [
        { amountMinor: 0n, weight: WHEEL_WEIGHT_TOTAL_MAX },
        { amountMinor: 1n, weight: 1 },
      ],
      [{ code: 'WEIGHT_TOTAL_TOO_LARGE' }],
    ],
    [
      'nothing to win',
      [
        { amountMinor: 0n, weight: 1 },
        { amountMinor: 0n, weight: 2 },
      ],
      [{ code: 'NO_PRIZE' }],
    ],
  ])('refuses %s', (_name, table, problems) => {
    expect(validatePrizeTable(table)).toEqual(problems);
  });

  it('lists every problem, not only the first', () => {
    const table = [
      { amountMinor: -5n, weight: 0 },
      { amountMinor: 0n, weight: -1 },
    ];
    expect(validatePrizeTable(table).map((p) => p.code)).toEqual([
      'AMOUNT_INVALID',
      'WEIGHT_INVALID',
      'WEIGHT_INVALID',
      'NO_PRIZE',
    ]);
  });
});

describe('published probabilities and expectation', () => {
  it('publishes weight / total, summing to 1', () => {
    expect(publishedProbabilities(WHEEL)).toEqual([0.5, 0.3, 0.15, 0.05]);
    const odd = publishedProbabilities([
      { amountMinor: 1n, weight: 1 },
      { amountMinor: 2n, weight: 2 },
    ]);
    expect(odd[0]).toBeCloseTo(1 / 3, 15);
    expect(odd.reduce((a, b) => a + b)).toBeCloseTo(1, 15);
  });

  it('gives the expectation exactly, and rounded down in minor units', () => {
    // (0·50 + 100·30 + 1000·15 + 10000·5) / 100 = 680
    expect(expectedPrize(WHEEL)).toEqual({ numeratorMinor: 68_000n, denominator: 100n });
    expect(expectedPrizeMinor(WHEEL)).toBe(680n);
    const third = [
      { amountMinor: 0n, weight: 2 },
      { amountMinor: 5n, weight: 1 },
    ];
    expect(expectedPrize(third)).toEqual({ numeratorMinor: 5n, denominator: 3n });
    expect(expectedPrizeMinor(third)).toBe(1n); // 1.67 rounded down
  });
});

describe('validateEnvelopeRain', () => {
  it.each([
    ['a budget split exactly into minimums', { budgetMinor: 300n, envelopes: 3, minMinor: 100n }],
    ['one envelope', { budgetMinor: 1n, envelopes: 1, minMinor: 1n }],
    [
      'the most envelopes and the largest budget',
      { budgetMinor: ENVELOPE_BUDGET_MAX_MINOR, envelopes: ENVELOPES_MAX, minMinor: 1n },
    ],
  ])('accepts %s', (_name, rules) => {
    expect(validateEnvelopeRain(rules)).toEqual([]);
  });

  it.each([
    [
      'a budget below the minimums',
      { budgetMinor: 299n, envelopes: 3, minMinor: 100n },
      ['BUDGET_BELOW_MINIMUMS'],
    ],
    ['a zero budget', { budgetMinor: 0n, envelopes: 1, minMinor: 1n }, ['BUDGET_BELOW_MINIMUMS']],
    ['no envelope', { budgetMinor: 100n, envelopes: 0, minMinor: 1n }, ['ENVELOPES_OUT_OF_RANGE']],
    [
      'too many envelopes',
      { budgetMinor: 10n ** 9n, envelopes: ENVELOPES_MAX + 1, minMinor: 1n },
      ['ENVELOPES_OUT_OF_RANGE'],
    ],
    ['a fractional count', { budgetMinor: 100n, envelopes: 2.5, minMinor: 1n }, ['ENVELOPES_OUT_OF_RANGE']],
    ['an empty envelope', { budgetMinor: 100n, envelopes: 2, minMinor: 0n }, ['MIN_NOT_POSITIVE']],
    [
      'too large a budget',
      { budgetMinor: ENVELOPE_BUDGET_MAX_MINOR + 1n, envelopes: 2, minMinor: 1n },
      ['BUDGET_TOO_LARGE'],
    ],
  ])('refuses %s', (_name, rules, problems) => {
    expect(validateEnvelopeRain(rules)).toEqual(problems);
  });
});
