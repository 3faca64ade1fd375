import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bet/contracts/constants';
import { allErrorCodes } from '@bet/contracts/error-codes';
import { CATALOGUE_OF } from '@/shared/i18n/languages';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The identity errors of spec §8 (login, SMS, captcha, roles, social, Firebase SMS): every shipped language has them. */
const IDENTITY_ERRORS = [
  'invitation.code.error',
  'trial.account.forbidden',
  'member_no_enter',
  'agent_no_enter',
  'not.logged.in',
  'phone.invalid.format',
  'phone.missing',
  'phone.too.many.requests',
  'phone.unknown.error',
  'verification.code.invalid',
  'verification.code.missing',
  'captcha.check.failed',
  'quota.exceeded',
  'operation.not.enabled',
  'code.expired',
  'popup.closed',
  'username.or.email.not.exist',
  'network.abnormal',
  'page.load.timeout',
  'invalid.url',
  'access.blocked',
  'verification.required',
  'incorrect.username.or.password',
  'captcha.wrong',
  'login.not.session',
  'social.not.configured',
  'social.login.failed',
  // Firebase-style SMS at sign-up
  'firebase.not.configured',
  'firebase.token.invalid',
  'firebase.token.expired',
  'firebase.phone.mismatch',
  'firebase.token.used',
  'recaptcha.unavailable',
];

const errorsOf = (language: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(here, CATALOGUE_OF[language as keyof typeof CATALOGUE_OF], 'translation.json'),
        'utf8',
      ),
    ) as {
      error?: Record<string, string>;
    }
  ).error ?? {};

describe('identity errors of spec §8', () => {
  it('are error codes of the contract', () => {
    expect(IDENTITY_ERRORS.filter((code) => !(allErrorCodes as readonly string[]).includes(code))).toEqual(
      [],
    );
  });

  it.each([...LANGUAGES])('are translated in %s', (language) => {
    const errors = errorsOf(language);
    expect(IDENTITY_ERRORS.filter((code) => !errors[code]?.trim())).toEqual([]);
    if (language !== 'EN') {
      const en = errorsOf('EN');
      // a translation, not a copy of the English text
      expect(IDENTITY_ERRORS.filter((code) => errors[code] === en[code])).toEqual([]);
    }
  });
});
