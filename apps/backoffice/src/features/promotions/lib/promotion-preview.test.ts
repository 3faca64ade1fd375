import { describe, expect, it } from 'vitest';
import { cardAmount, depositBonusPreview } from './promotion-preview';

const rules = { percent: '100', cap: '1000', minDeposit: '100', turnoverMultiple: '10' };

describe('deposit bonus preview', () => {
  it('pays the percent of the deposit with its turnover', () => {
    expect(depositBonusPreview(rules, '500')).toEqual({ bonus: 500, turnover: 5000, belowMinimum: false });
  });

  it('stops at the cap', () => {
    expect(depositBonusPreview(rules, '5000')).toEqual({
      bonus: 1000,
      turnover: 10_000,
      belowMinimum: false,
    });
  });

  it('pays nothing below the minimum deposit, and pays from the minimum itself', () => {
    expect(depositBonusPreview(rules, '99.99')).toEqual({ bonus: 0, turnover: 0, belowMinimum: true });
    expect(depositBonusPreview(rules, '100')?.bonus).toBe(100);
  });

  it('rounds down to the cent in minor units, as the server pays', () => {
    // 33.33 % of 10.01 = 3.336333 → 3.33; of 0.1 + 0.2 typed as 0.3 → 0.09 (no float drift).
    const third = { ...rules, percent: '33.33', minDeposit: '0' };
    expect(depositBonusPreview(third, '10.01')?.bonus).toBe(3.33);
    expect(depositBonusPreview(third, '0.3')?.bonus).toBe(0.09);
    expect(depositBonusPreview({ ...rules, percent: '12.5' }, '1234.56')?.bonus).toBe(154.32);
  });

  it('answers nothing while the rules are incomplete', () => {
    expect(depositBonusPreview({ ...rules, cap: '' }, '500')).toBeNull();
    expect(depositBonusPreview(rules, '')).toBeNull();
  });

  it('writes card amounts without needless decimals', () => {
    expect(cardAmount(1000)).toBe('1,000');
    expect(cardAmount(12.5)).toBe('12.50');
  });
});
