import { ApiError } from '@/shared/api/api-error';
import { withRecaptchaToken } from './recaptcha-widget';

/** Where and with which public key the browser calls Firebase Authentication (from the register settings). */
export interface FirebaseSmsConfig {
  apiKey: string;
  authUrl: string;
  /** reCAPTCHA v2 script: its token proves to Firebase that the SMS request comes from this site. */
  recaptchaScriptUrl: string;
}

/**
 * Identity Toolkit's error messages (`INVALID_CODE`, `INVALID_PHONE_NUMBER : Invalid format.`)
 * as the phone-auth errors of spec §8, which the catalogues translate.
 */
const ERROR_CODES: Readonly<Record<string, string>> = {
  INVALID_PHONE_NUMBER: 'phone.invalid.format',
  MISSING_PHONE_NUMBER: 'phone.missing',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'phone.too.many.requests',
  INVALID_CODE: 'verification.code.invalid',
  INVALID_SESSION_INFO: 'verification.code.invalid',
  MISSING_CODE: 'verification.code.missing',
  MISSING_SESSION_INFO: 'verification.code.missing',
  CAPTCHA_CHECK_FAILED: 'captcha.check.failed',
  INVALID_APP_CREDENTIAL: 'captcha.check.failed',
  MISSING_APP_CREDENTIAL: 'captcha.check.failed',
  MISSING_RECAPTCHA_TOKEN: 'captcha.check.failed',
  INVALID_RECAPTCHA_TOKEN: 'captcha.check.failed',
  QUOTA_EXCEEDED: 'quota.exceeded',
  OPERATION_NOT_ALLOWED: 'operation.not.enabled',
  SESSION_EXPIRED: 'code.expired',
  CODE_EXPIRED: 'code.expired',
};

/** The spec §8 code of an Identity Toolkit error body; anything unknown is `phone.unknown.error`. */
export function firebaseErrorCode(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  const reason = typeof message === 'string' ? message.split(/[\s:]/)[0]! : '';
  return ERROR_CODES[reason] ?? 'phone.unknown.error';
}

/**
 * One REST call of Identity Toolkit v1 (no Firebase SDK: it would weigh more than the whole
 * register chunk): a POST of `body`, or a GET without one.
 */
async function identityToolkit<T>(config: FirebaseSmsConfig, path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      `${config.authUrl}/v1/${path}?key=${encodeURIComponent(config.apiKey)}`,
      body
        ? {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            credentials: 'omit',
          }
        : { credentials: 'omit' },
    );
  } catch {
    throw new ApiError(0, 'network.abnormal');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok || json === null) throw new ApiError(response.status, firebaseErrorCode(json));
  return json as T;
}

/** The project's reCAPTCHA site key (Google answers `{ recaptchaSiteKey }`). */
async function recaptchaSiteKey(config: FirebaseSmsConfig): Promise<string> {
  const params = await identityToolkit<{ recaptchaSiteKey?: unknown }>(config, 'recaptchaParams');
  if (typeof params.recaptchaSiteKey !== 'string' || !params.recaptchaSiteKey)
    throw new ApiError(0, 'recaptcha.unavailable');
  return params.recaptchaSiteKey;
}

/**
 * Firebase texts a code to `phoneNumber` (E.164); the answer's `sessionInfo` identifies that
 * code. Google sends it only with a reCAPTCHA token of the project's site key (test numbers aside).
 */
export async function sendFirebaseSmsCode(config: FirebaseSmsConfig, phoneNumber: string) {
  const siteKey = await recaptchaSiteKey(config);
  return withRecaptchaToken(config.recaptchaScriptUrl, siteKey, async (recaptchaToken) => {
    const body = { phoneNumber, recaptchaToken };
    return (await identityToolkit<{ sessionInfo: string }>(config, 'accounts:sendVerificationCode', body))
      .sessionInfo;
  });
}

/** Signs in with the code the player typed: the ID token proves the number to our server. */
export const signInWithFirebaseSmsCode = async (
  config: FirebaseSmsConfig,
  sessionInfo: string,
  code: string,
) =>
  (
    await identityToolkit<{ idToken: string }>(config, 'accounts:signInWithPhoneNumber', {
      sessionInfo,
      code,
    })
  ).idToken;
