import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { ApiError } from '@/shared/api/api-error';

/** The failed login asks for the captcha (error value `{ captcha: true }`, spec §4). */
export const captchaRequested = (error: unknown): boolean =>
  error instanceof ApiError && (error.value as { captcha?: unknown } | undefined)?.captcha === true;

/** The unregistered-IP check the server asks for (`login_verify_required`), if this is one. */
export function verifyChallengeOf(error: unknown): LoginVerifyRequiredValue | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'login_verify_required') return null;
  const value = error.value as Partial<LoginVerifyRequiredValue> | undefined;
  if (
    !value ||
    typeof value.verifyToken !== 'string' ||
    !Array.isArray(value.methods) ||
    !value.methods.length
  )
    return null;
  return {
    verifyToken: value.verifyToken,
    methods: value.methods,
    maskedMobile: value.maskedMobile ?? null,
    maskedEmail: value.maskedEmail ?? null,
  };
}
