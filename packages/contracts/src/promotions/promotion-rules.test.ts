import { describe, expect, it } from 'vitest';
import {
  BONUS_CODE_PATTERN,
  percentRewardMinor,
  normaliseBonusCode,
  turnoverRequiredMinor,
} from './promotion-rules.js';

describe('percentRewardMinor', () => {
  const rules = { percent: 100, capMinor: 100_000n, minimumMinor: 10_000n };
  it.each([
    ['below the minimum pays nothing', rules, 9_999n, 0n],
    ['at the minimum pays the percent', rules, 10_000n, 10_000n],
    ['is capped', rules, 500_000n, 100_000n],
    ['rounds down to the cent', { ...rules, percent: 10 }, 12_345n, 1_234n],
    ['takes hundredths of a percent exactly', { ...rules, percent: 12.5 }, 20_000n, 2_500n],
    ['0.01 % of a small deposit is nothing', { ...rules, percent: 0.01, minimumMinor: 1n }, 99n, 0n],
    ['over 100 % is allowed up to the cap', { ...rules, percent: 250 }, 20_000n, 50_000n],
    ['a net win (negative loss) pays nothing', { ...rules, minimumMinor: 0n }, -5_000n, 0n],
    ['nothing lost pays nothing', { ...rules, minimumMinor: 0n }, 0n, 0n],
  ])('%s', (_name, r, deposit, expected) => {
    expect(percentRewardMinor(r, deposit)).toBe(expected);
  });
});

describe('turnover and codes', () => {
  it('asks the reward times the multiple, and none for 0', () => {
    expect(turnoverRequiredMinor(5_000n, 10)).toBe(50_000n);
    expect(turnoverRequiredMinor(5_000n, 0)).toBe(0n);
  });
  it('keeps codes trimmed and upper case, and checks their shape', () => {
    expect(normaliseBonusCode('  welcome2026 ')).toBe('WELCOME2026');
    expect(BONUS_CODE_PATTERN.test('WELCOME2026')).toBe(true);
    expect(BONUS_CODE_PATTERN.test('AB-12')).toBe(false);
    expect(BONUS_CODE_PATTERN.test('ABC')).toBe(false);
  });
});
