import type { RegisterRequest } from '@bet/contracts/identity/register';
import type { RegisterLayout } from './register-layout';
import { EXTRA_FIELDS, type RegisterChecks, type RegisterTab, type RegisterValues } from './register-values';

export interface HiddenCodes {
  /** An affiliate code from the URL that checked out: sent while its field stays hidden. */
  affiliateCode: string | null;
  /** A referral code from `?ref=`. */
  referralCode: string | null;
  /** Sign up as an agent (opened from the join-us page). */
  joinAsAgent?: boolean;
}

const filled = (value: string) => value.trim() || undefined;

/** The register call's body (spec §7: registerUrl, domain, registerMethod WEB, login true). */
export function registerBody(
  layout: RegisterLayout,
  values: RegisterValues,
  tab: RegisterTab,
  checks: RegisterChecks,
  hidden: HiddenCodes,
  birthdayLimit: 18 | 21 | null,
): RegisterRequest {
  const shown = (name: keyof RegisterValues) => (layout.has(name) ? filled(values[name]) : undefined);
  const extras = Object.fromEntries(EXTRA_FIELDS.map((name) => [name, shown(name)]));
  const mobileNum = shown('mobileNum');
  return {
    ...extras,
    username: tab === 'username' ? filled(values.username) : undefined,
    password: values.password,
    confirmPassword: values.confirmPassword,
    mobileNum,
    countryDialingCode: mobileNum ? values.dialingCode : undefined,
    verificationCode: shown('verificationCode'),
    captcha: shown('captcha'),
    affiliateCode: shown('affiliateCode') ?? hidden.affiliateCode ?? undefined,
    referralCode: shown('referralCode') ?? hidden.referralCode ?? undefined,
    domain: location.host,
    registerUrl: location.href,
    registerMethod: 'WEB',
    agreeTerms: true,
    ageConfirmed: birthdayLimit ? checks.ageConfirmed : undefined,
    login: true,
    joinAsAgent: hidden.joinAsAgent || undefined,
  };
}
