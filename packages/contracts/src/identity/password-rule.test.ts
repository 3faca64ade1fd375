import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '../system/register-settings.js';
import { validateValue } from '../validation/index.js';
import { effectivePasswordRule, PASSWORD_MAX, PASSWORD_MIN } from './password-rule.js';

const merchantRule = (minLength: number, maxLength: number): ValidationRule => ({
  enabled: false,
  required: false,
  minLength,
  maxLength,
  acceptedPattern: '*',
  patternId: 'any',
});

describe('effectivePasswordRule', () => {
  it('without a merchant rule: required, 8 to 64 characters', () => {
    const rule = effectivePasswordRule(undefined);
    expect(rule).toMatchObject({
      enabled: true,
      required: true,
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
    });
    expect(validateValue(rule, 'a'.repeat(7)).ok).toBe(false);
    expect(validateValue(rule, 'a'.repeat(8)).ok).toBe(true);
  });

  it('widens a laxer merchant rule to OWASP bounds and keeps a stricter one', () => {
    expect(effectivePasswordRule(merchantRule(4, 12))).toMatchObject({
      enabled: true,
      required: true,
      minLength: 8,
      maxLength: 64,
    });
    expect(effectivePasswordRule(merchantRule(12, 128))).toMatchObject({ minLength: 12, maxLength: 128 });
  });
});
