import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { EXTRA_FIELDS, type RegisterTab, type RegisterValueName } from './register-values';

/** Any text up to `max` characters: for fields shown without a rule of their own. */
const looseRule = (max: number, required = false): ValidationRule => ({
  enabled: true,
  required,
  minLength: 0,
  maxLength: max,
  acceptedPattern: '*',
  patternId: 'any',
});

export interface RegisterLayoutInput {
  rules: Readonly<Record<string, ValidationRule>>;
  tab: RegisterTab;
  /** REGMOBVERF3: the mobile number is verified by an SMS code. */
  smsVerification: boolean;
  /** The affiliate field shows (rule on and no valid code from the URL, or the URL code failed). */
  showAffiliate: boolean;
}

/**
 * Which fields the form shows, with the rule each is checked by, mirroring the server: the
 * username tab always asks the username, the mobile tab (or SMS verification) the number;
 * the optional fields show when their rule is enabled. Passwords are checked separately.
 */
export function registerLayout({ rules, tab, smsVerification, showAffiliate }: RegisterLayoutInput) {
  const fields = new Map<RegisterValueName, ValidationRule>();
  if (tab === 'username') {
    fields.set('username', { ...(rules.username ?? looseRule(64)), enabled: true, required: true });
  }
  const mobileRule = rules.mobileNum;
  if (tab === 'mobile' || (smsVerification && mobileRule) || mobileRule?.enabled) {
    const forced = tab === 'mobile' || smsVerification;
    const base = mobileRule ?? looseRule(20, true);
    fields.set('mobileNum', forced ? { ...base, enabled: true, required: true } : base);
    // Spec §5: the registration code is 0 to 255 characters; the send button makes it six digits.
    if (smsVerification) fields.set('verificationCode', { ...looseRule(255, true), minLength: 0 });
  }
  for (const name of EXTRA_FIELDS) {
    if (name === 'affiliateCode') {
      if (showAffiliate) fields.set(name, rules.affiliateCode?.enabled ? rules.affiliateCode : looseRule(64));
    } else if (rules[name]?.enabled) {
      fields.set(name, rules[name]);
    }
  }
  // The server checks the captcha whenever its rule is enabled, so it is required then.
  if (rules.captcha?.enabled) fields.set('captcha', { ...rules.captcha, required: true });
  return fields;
}

export type RegisterLayout = ReturnType<typeof registerLayout>;
