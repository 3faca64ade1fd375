import { describe, expect, it } from 'vitest';
import { toCents } from '@bet/contracts/wallet/amount-rules';
import { amountInputText, parseAmount } from './amount';
import { rangeOf, lastDays } from '@/shared/lib/date-range';

const fmt = (n: number) => n.toFixed(2);

describe('parseAmount', () => {
  it('accepts positive amounts with up to 2 decimals', () => {
    expect(parseAmount('100', {}, fmt)).toEqual({ value: 100 });
    expect(parseAmount(' 0.01 ', {}, fmt)).toEqual({ value: 0.01 });
    expect(parseAmount('1234.5', {}, fmt)).toEqual({ value: 1234.5 });
  });

  it('refuses empty, zero, negative, more than 2 decimals, signs, grouping and exponents', () => {
    expect(parseAmount('', {}, fmt)).toEqual({ problem: { key: 'validation.required' } });
    for (const text of ['0', '0.00', '-1', '1.234', '1,000', '1e3', '+5', '.5', '5.', 'abc', '10000000000'])
      expect(parseAmount(text, {}, fmt), text).toEqual({ problem: { key: 'wallet.amount.invalid' } });
  });

  it('compares with the limits in cents, so float sums never decide', () => {
    expect(parseAmount('0.3', { min: 0.1 + 0.2 }, fmt)).toEqual({ value: 0.3 });
    expect(parseAmount('0.29', { min: 0.3 }, fmt)).toEqual({
      problem: { key: 'wallet.amount.belowMin', values: { min: '0.30' } },
    });
    expect(parseAmount('100.01', { max: 100 }, fmt)).toEqual({
      problem: { key: 'wallet.amount.aboveMax', values: { max: '100.00' } },
    });
    expect(parseAmount('1234.57', { available: 1234.57 }, fmt)).toEqual({ value: 1234.57 });
    expect(parseAmount('1234.58', { available: 1234.57 }, fmt)).toMatchObject({
      problem: { key: 'wallet.amount.overBalance' },
    });
  });

  it('round-trips the "max" of any 2-decimal balance', () => {
    for (const balance of [0.07, 1.1, 2.675, 1234.57, 999999999.99, 0.1 + 0.2]) {
      const exact = Math.round(balance * 100) / 100;
      const parsed = parseAmount(amountInputText(exact), { available: exact }, fmt);
      expect(parsed, String(balance)).toEqual({ value: exact });
      expect(toCents((parsed as { value: number }).value)).toBe(toCents(exact));
    }
  });
});

describe('record date range', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(lastDays(7, new Date(2026, 2, 3, 23, 59))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('asks from the first midnight to the midnight after the last day', () => {
    expect(rangeOf('2026-01-04', '2026-01-10')).toEqual({
      from: new Date(2026, 0, 4).getTime(),
      to: new Date(2026, 0, 11).getTime(),
    });
    expect(rangeOf('2026-01-10', '2026-01-10')).toEqual({
      from: new Date(2026, 0, 10).getTime(),
      to: new Date(2026, 0, 11).getTime(),
    });
  });

  it('refuses a start after the end, more than a year, and non-dates', () => {
    expect(rangeOf('2026-01-11', '2026-01-10')).toEqual({ problem: 'order' });
    expect(rangeOf('2025-01-01', '2026-01-10')).toEqual({ problem: 'tooLong' });
    expect(rangeOf('', '2026-01-10')).toEqual({ problem: 'invalid' });
  });
});
