import { describe, expect, it } from 'vitest';
import { amount } from './amount.js';
import { amountOfText, isAmount, MAX_AMOUNT, toCents } from './amount-rules.js';

describe('amountOfText', () => {
  it('reads positive amounts with up to 2 decimals, surrounding spaces ignored', () => {
    expect(amountOfText('100')).toBe(100);
    expect(amountOfText(' 0.01 ')).toBe(0.01);
    expect(amountOfText('1234.5')).toBe(1234.5);
    expect(amountOfText('1000000000')).toBe(MAX_AMOUNT);
  });

  it('refuses zero, signs, more than 2 decimals, grouping, exponents and more than the largest amount', () => {
    for (const text of [
      '',
      '0',
      '0.00',
      '-1',
      '1.234',
      '1,000',
      '1e3',
      '+5',
      '.5',
      '5.',
      'abc',
      '1000000000.01',
    ])
      expect(amountOfText(text), text).toBeNull();
  });

  it('accepts exactly what the wire schema accepts', () => {
    for (const text of ['0.01', '1', '999999999.99', '1000000000', '1000000000.01', '0.00', '2.675'])
      expect(amountOfText(text) !== null, text).toBe(amount.safeParse(Number(text)).success);
  });

  it('refuses positive numbers below one minor unit on the wire, as isAmount does (they would be 0 in minor units)', () => {
    for (const n of [5e-324, 1e-9, 0.001, 0.004]) {
      expect(amount.safeParse(n).success, String(n)).toBe(false);
      expect(isAmount(n), String(n)).toBe(false);
    }
    expect(amount.safeParse(0.01).success).toBe(true);
  });
});

describe('toCents', () => {
  it('is exact for 2-decimal amounts whose float sum is not', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.57)).toBe(123_457);
    expect(isAmount(0.1 + 0.2)).toBe(true);
    expect(isAmount(0.001)).toBe(false);
  });
});
