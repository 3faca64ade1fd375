import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { downlineBody, downlineFields, downlineRules, EMPTY_DOWNLINE_VALUES } from './downline-form';

const rule = (over: Partial<ValidationRule>): ValidationRule => ({
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 'any',
  ...over,
});
const rules = {
  username: rule({ minLength: 6, maxLength: 12, required: false }),
  email: rule({ required: true }),
  nickname: rule({ enabled: false }),
  affiliateCode: rule({}),
};

describe('downline form', () => {
  it('shows the username (always required) and the extras whose rule is on, never the codes', () => {
    const fields = downlineFields(rules);
    expect([...fields.keys()]).toEqual(['username', 'email']);
    expect(fields.get('username')!.required).toBe(true);
  });

  it('checks each field by its rule, the password and the confirmation', () => {
    const checks = downlineRules(downlineFields(rules), undefined);
    const values = {
      ...EMPTY_DOWNLINE_VALUES,
      username: 'abc',
      password: 'Secret123',
      confirmPassword: 'Other123',
    };
    expect(checks.username!('abc', values)).not.toBeNull();
    expect(checks.username!('abcdefg', values)).toBeNull();
    expect(checks.email!('', values)).not.toBeNull();
    expect(checks.password!('', values)).toEqual({ key: 'validation.required' });
    expect(checks.confirmPassword!('Other123', values)).toEqual({ key: 'validation.confirmPassword' });
    expect(checks.confirmPassword!('Secret123', values)).toBeNull();
  });

  it('sends the shown fields trimmed, the kind and the confirmed terms', () => {
    const fields = downlineFields(rules);
    const values = {
      ...EMPTY_DOWNLINE_VALUES,
      username: ' newagent ',
      email: 'a@b.cd',
      nickname: 'hidden',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    const body = downlineBody(fields, values, 'agent', undefined);
    expect(body).toMatchObject({ username: 'newagent', email: 'a@b.cd', kind: 'agent', agreeTerms: true });
    expect(body.nickname).toBeUndefined();
  });
});
