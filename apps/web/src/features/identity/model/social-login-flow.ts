import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { allErrorCodes, ErrorCodes } from '@bet/contracts/error-codes';
import { errorCodeOf } from '@/shared/api/api-error';
import { exchangeSocialLoginCode } from '../api/social-login-exchange';
import { getAuthDialogs } from './auth-dialogs-store';
import { completeLogin } from './complete-login';

/** Only codes of the contract are shown; anything else on the address reads as a failed login. */
const knownCode = (code: string) =>
  (allErrorCodes as readonly string[]).includes(code) ? code : ErrorCodes.socialLoginFailed;

/**
 * Back from the provider: exchange the one-time code for the login answer and complete the login
 * as the password login does (session, first login, welcome); or open the login modal with the
 * translated reason it failed.
 */
export async function finishSocialLogin(
  from: { code: string | null; error: string | null },
  context: { navigate: NavigateFunction; queryClient: QueryClient },
) {
  const fail = (code: string) => getAuthDialogs().openLogin({ notice: `error.${knownCode(code)}` });
  if (from.code === null) return fail(from.error ?? ErrorCodes.socialLoginFailed);
  try {
    await completeLogin(await exchangeSocialLoginCode(from.code), context);
  } catch (error) {
    fail(errorCodeOf(error));
  }
}
