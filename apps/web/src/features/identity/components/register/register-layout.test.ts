import { describe, expect, it } from 'vitest';
import { registerLayout } from './register-layout';
import { validateRegistration } from './validate-registration';
import { EMPTY_REGISTER_VALUES } from './register-values';
import { rule } from '@/test/identity-fixtures';

const rules = {
  username: rule(),
  mobileNum: rule({
    enabled: false,
    patternId: 'digits',
    acceptedPattern: '^[0-9]+$',
    minLength: 6,
    maxLength: 15,
  }),
  nickname: rule({ required: false, patternId: 'any', acceptedPattern: '*', minLength: 2, maxLength: 12 }),
  qqNum: rule({ enabled: false }),
  captcha: rule({ required: false, patternId: 'any', acceptedPattern: '*' }),
};

describe('register layout', () => {
  it('shows enabled fields, the username on its tab, and the captcha as required', () => {
    const layout = registerLayout({ rules, tab: 'username', smsVerification: false, showAffiliate: false });
    expect([...layout.keys()]).toEqual(['username', 'nickname', 'captcha']);
    expect(layout.get('captcha')!.required).toBe(true);
  });

  it('asks the number (and its SMS code) on the mobile tab, or whenever SMS verification is on', () => {
    const mobile = registerLayout({ rules, tab: 'mobile', smsVerification: true, showAffiliate: false });
    expect([...mobile.keys()]).toEqual(['mobileNum', 'verificationCode', 'nickname', 'captcha']);
    expect(mobile.get('mobileNum')).toMatchObject({ enabled: true, required: true, minLength: 6 });

    const username = registerLayout({ rules, tab: 'username', smsVerification: true, showAffiliate: false });
    expect(username.has('mobileNum')).toBe(true);
    expect(username.has('verificationCode')).toBe(true);
  });

  it('shows the affiliate field when asked, even without a rule of its own', () => {
    const layout = registerLayout({ rules, tab: 'username', smsVerification: false, showAffiliate: true });
    expect(layout.get('affiliateCode')).toMatchObject({ enabled: true, required: false });
  });

  it('validates by rule: required, length with the bounds, optional fields left empty', () => {
    const layout = registerLayout({ rules, tab: 'username', smsVerification: false, showAffiliate: false });
    const errors = validateRegistration(
      layout,
      {
        ...EMPTY_REGISTER_VALUES,
        username: 'abc',
        nickname: '',
        password: 'longenough',
        confirmPassword: 'longenough',
      },
      { agree: true, ageConfirmed: false },
      { passwordRule: undefined, birthdayLimit: null },
    );
    expect(errors).toEqual({
      username: { key: 'validation.length', min: 4, max: 16 },
      captcha: { key: 'validation.captchaRequired' },
    });
  });
});
