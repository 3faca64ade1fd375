import { describe, expect, it } from 'vitest';
import { multipleText, referralAmount, referralLink, referralMoney } from './referral-format';

describe('referral format', () => {
  it('builds the invitation link on the home page, the code escaped', () => {
    expect(referralLink('https://demo.example', 'ABC123')).toBe('https://demo.example/?ref=ABC123');
    expect(referralLink('https://demo.example', 'a b&c')).toBe('https://demo.example/?ref=a%20b%26c');
  });

  it('writes amounts without a zero fraction, with the currency symbol', () => {
    expect(referralAmount(2000)).toBe('2,000');
    expect(referralMoney('P', 150.5)).toBe('P 150.50');
    expect(referralMoney('', 50)).toBe('50');
  });

  it('writes a turnover multiple without trailing zeros', () => {
    expect(multipleText(1)).toBe('1');
    expect(multipleText(1.5)).toBe('1.5');
    expect(multipleText(12.25)).toBe('12.25');
  });
});
