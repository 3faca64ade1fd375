import { describe, expect, it } from 'vitest';
import { checkConvert, maxConvertible } from './convert';
import { checkQuantity, quantityMax, redeemBlock } from './redeem';
import { formatPoints, timesPoints } from './points-format';
import { tabOf } from './points-tab';

const rules = { ratio: 100, convertMin: 500 };

describe('checkConvert', () => {
  it('takes whole points from the minimum, in whole-cent steps, within the balance', () => {
    expect(checkConvert('750', rules, 1000)).toEqual({ points: 750, minor: 750n });
    expect(checkConvert(' ', rules, 1000)).toEqual({ problem: { key: 'points.convert.required' } });
    for (const typed of ['7.5', '-5', '0', '1e3', '12345678901'])
      expect(checkConvert(typed, rules, null), typed).toEqual({ problem: { key: 'points.convert.whole' } });
    expect(checkConvert('499', rules, null)).toEqual({
      problem: { key: 'points.convert.min', values: { min: '500' } },
    });
    expect(checkConvert('1001', rules, 1000)).toEqual({
      problem: { key: 'points.convert.notEnough', values: { points: '1,000' } },
    });
    // 300 points a 1.00: a cent is 3 points.
    const third = { ratio: 300, convertMin: 3 };
    expect(checkConvert('10', third, null)).toEqual({
      problem: { key: 'points.convert.step', values: { step: '3' } },
    });
    expect(checkConvert('9', third, null)).toEqual({ points: 9, minor: 3n });
  });

  it('offers the most whole steps of the balance, or nothing below the minimum', () => {
    expect(maxConvertible(1234.56, rules)).toBe(1234);
    expect(maxConvertible(1000, { ratio: 300, convertMin: 300 })).toBe(999);
    expect(maxConvertible(499.99, rules)).toBeNull();
  });
});

describe('redeeming', () => {
  const item = { stock: 5, perPlayerLimit: 3, mine: null, points: 100 };
  it('asks for at most the contract maximum, the stock and the limit left', () => {
    expect(quantityMax({ stock: null, perPlayerLimit: null, mine: null })).toBe(20);
    expect(quantityMax(item)).toBe(3);
    expect(quantityMax({ ...item, mine: { redeemed: 1, requirementMet: true, deposited: 0 } })).toBe(2);
    expect(checkQuantity('2', 3)).toEqual({ quantity: 2 });
    expect(checkQuantity('0', 3)).toEqual({
      problem: { key: 'points.redeem.quantityRange', values: { max: 3 } },
    });
    expect(checkQuantity('1.5', 3)).toHaveProperty('problem');
  });

  it('tells the first reason an item cannot be redeemed', () => {
    expect(redeemBlock(item, 50)).toBe('points');
    expect(redeemBlock(item, null)).toBeNull();
    expect(redeemBlock({ ...item, stock: 0 }, 50)).toBe('soldOut');
    expect(redeemBlock({ ...item, mine: { redeemed: 3, requirementMet: false, deposited: 0 } }, 500)).toBe(
      'limit',
    );
    expect(redeemBlock({ ...item, mine: { redeemed: 0, requirementMet: false, deposited: 0 } }, 500)).toBe(
      'requirement',
    );
  });
});

describe('points on screen', () => {
  it('writes points like amounts, without a zero fraction, and sums them exactly', () => {
    expect(formatPoints(1000)).toBe('1,000');
    expect(formatPoints(148.14)).toBe('148.14');
    expect(formatPoints(0.1 + 0.2)).toBe('0.30');
    expect(timesPoints(0.1, 3)).toBe(0.3);
    expect(tabOf('details')).toBe('details');
    expect(tabOf('nope')).toBe('mall');
  });
});
