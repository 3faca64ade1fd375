import { describe, expect, it } from 'vitest';
import { percentText, progressShare, stillNeeded, tierOf, vipAmount } from './vip-format';

describe('vip formatting', () => {
  it('writes amounts without a zero fraction and rebates without trailing zeros', () => {
    expect(vipAmount(50000)).toBe('50,000');
    expect(vipAmount(12.5)).toBe('12.50');
    expect([0.5, 1, 0.25, 3, 1.05].map(percentText)).toEqual(['0.5%', '1%', '0.25%', '3%', '1.05%']);
  });

  it('measures progress from 0 to 1, nothing required being reached', () => {
    expect(progressShare(32500, 50000)).toBe(0.65);
    expect(progressShare(310000, 300000)).toBe(1);
    expect(progressShare(-5, 100)).toBe(0);
    expect(progressShare(0, 0)).toBe(1);
    expect(stillNeeded(32500.1, 50000)).toBe(17499.9);
    expect(stillNeeded(60000, 50000)).toBe(0);
  });

  it('gives each level its metal', () => {
    expect([null, 0, 1, 2, 3, 5, 7, 9, 10, 12].map(tierOf)).toEqual([
      'steel',
      'steel',
      'bronze',
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
      'diamond',
      'diamond',
    ]);
  });
});
