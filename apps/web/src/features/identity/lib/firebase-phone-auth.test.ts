import { describe, expect, it } from 'vitest';
import { firebaseErrorCode } from './firebase-phone-auth';

const body = (message: string) => ({ error: { code: 400, message } });

describe("Identity Toolkit's errors as the phone-auth errors of spec §8", () => {
  it.each([
    ['INVALID_PHONE_NUMBER : Invalid format.', 'phone.invalid.format'],
    ['MISSING_PHONE_NUMBER', 'phone.missing'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'phone.too.many.requests'],
    ['INVALID_CODE', 'verification.code.invalid'],
    ['MISSING_CODE', 'verification.code.missing'],
    ['CAPTCHA_CHECK_FAILED : Recaptcha verification failed - DUPE', 'captcha.check.failed'],
    ['MISSING_RECAPTCHA_TOKEN', 'captcha.check.failed'],
    ['INVALID_RECAPTCHA_TOKEN', 'captcha.check.failed'],
    ['QUOTA_EXCEEDED : Exceeded quota for verifying phone numbers.', 'quota.exceeded'],
    ['OPERATION_NOT_ALLOWED', 'operation.not.enabled'],
    ['SESSION_EXPIRED', 'code.expired'],
    ['API key not valid. Please pass a valid API key.', 'phone.unknown.error'],
  ])('%s → %s', (message, code) => {
    expect(firebaseErrorCode(body(message))).toBe(code);
  });

  it('reads anything else as an unknown error', () => {
    for (const answer of [null, 'text', {}, { error: {} }, { error: { message: 42 } }]) {
      expect(firebaseErrorCode(answer)).toBe('phone.unknown.error');
    }
  });
});
