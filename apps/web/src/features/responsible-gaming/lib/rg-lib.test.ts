import { describe, expect, it } from 'vitest';
import { limitRequestOf, periodFor } from './limit-form';
import { usedShare } from './rg-format';
import { formatMonth, intlLanguage, signedMoneyFigure } from './rg-history';

describe('limitRequestOf', () => {
  it('builds the request the contract accepts, or says what is wrong', () => {
    expect(limitRequestOf({ kind: 'DEPOSIT', period: 'DAY', value: ' 100.5 ' })).toEqual({
      request: { kind: 'DEPOSIT', period: 'DAY', value: 100.5 },
    });
    expect(limitRequestOf({ kind: 'LOSS', period: 'WEEK', value: '' }, true)).toEqual({
      request: { kind: 'LOSS', period: 'WEEK', value: null },
    });
    expect(limitRequestOf({ kind: 'WAGER', period: 'MONTH', value: '' })).toEqual({
      problem: { key: 'responsibleGaming.form.required' },
    });
    for (const bad of ['0', '1.234', '-5', '1e3', 'abc', '10000000000'])
      expect(limitRequestOf({ kind: 'DEPOSIT', period: 'DAY', value: bad })).toEqual({
        problem: { key: 'responsibleGaming.form.invalidAmount' },
      });
  });

  it('sends the session limit per session, in whole minutes within the contract bounds', () => {
    expect(limitRequestOf({ kind: 'SESSION', period: 'DAY', value: '90' })).toEqual({
      request: { kind: 'SESSION', period: 'SESSION', value: 90 },
    });
    for (const bad of ['14', '1441', '30.5', 'x'])
      expect(limitRequestOf({ kind: 'SESSION', period: 'SESSION', value: bad })).toEqual({
        problem: { key: 'responsibleGaming.form.invalidMinutes', values: { min: 15, max: 1440 } },
      });
    expect(periodFor('SESSION', 'MONTH')).toBe('SESSION');
    expect(periodFor('DEPOSIT', 'SESSION')).toBe('DAY');
    expect(periodFor('DEPOSIT', 'WEEK')).toBe('WEEK');
  });

  it('draws the bar from 0 to full, whatever the figures', () => {
    expect(usedShare({ value: 100, used: 40 })).toBe(0.4);
    expect(usedShare({ value: 100, used: 150 })).toBe(1);
    expect(usedShare({ value: 0, used: 0 })).toBe(1);
  });
});

describe('account history figures', () => {
  it('signs a net result with a true minus, the symbol after the sign', () => {
    expect(signedMoneyFigure(120, 'P')).toBe('+P 120.00');
    expect(signedMoneyFigure(-1234.5, 'P')).toBe('−P 1,234.50');
    expect(signedMoneyFigure(0, 'P')).toBe('P 0.00');
    expect(signedMoneyFigure(-0, '')).toBe('0.00');
  });

  it("names a month in the site's language codes, never moved by the browser's time zone", () => {
    expect(intlLanguage('ty')).toBe('tl');
    expect(intlLanguage('cn')).toBe('zh-CN');
    expect(intlLanguage('en')).toBe('en');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
    expect(formatMonth('2026-12', 'ja')).toBe('2026年12月');
    expect(formatMonth('2026-11', intlLanguage('vi'))).toBe('tháng 11 năm 2026');
    expect(formatMonth('bad', 'en')).toBe('bad');
  });
});
