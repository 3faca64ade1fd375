import { describe, expect, it } from 'vitest';
import { HTML_LANG_OF } from '../i18n/languages';
import { formatAmount } from './money';

const intlAmount = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Amounts as the API sends them: at most 2 decimals, either sign, small to very large. */
function amounts(): number[] {
  const fixed = [
    0,
    -0,
    0.01,
    -0.01,
    0.5,
    1,
    -1,
    12.3,
    999.99,
    1000,
    -1234.5,
    100000,
    1234567.89,
    99999999.99,
    1e12 + 0.25,
  ];
  let seed = 20261128;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 300 }, () => {
    const cents = Math.floor(next() * 10 ** Math.floor(next() * 13));
    return (next() < 0.2 ? -cents : cents) / 100;
  });
  return [...fixed, ...random];
}

describe('formatAmount', () => {
  it.each(Object.values(HTML_LANG_OF))('writes every amount as Intl does in %s', (lang) => {
    for (const value of amounts()) expect(formatAmount(value, lang)).toBe(intlAmount(value, lang));
  });

  it('groups by threes with two decimals in the page language', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'id')).toBe('1.234,50');
    expect(formatAmount(-7, 'vi')).toBe('-7,00');
  });
});
