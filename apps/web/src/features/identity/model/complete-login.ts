import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import type { LoginResponse } from '@bet/contracts/identity/login';
import { PLATFORM_CODE } from '@bet/contracts/constants';
import { getSession } from '@/shared/session/session-store';
import { markFirstLogin } from '../api/first-login';
import { getAuthDialogs } from './auth-dialogs-store';

export interface CompleteLoginOptions {
  /** Free play and the phone reset go to '/' afterwards (spec §4). */
  goHome?: boolean;
  /** Free play shows no welcome modal. */
  welcome?: boolean;
}

/**
 * After any successful login answer (password, SMS, new-IP check, registration, phone reset,
 * free play), spec §4: store the session, record the first login, then either the forced
 * password change (`cpw`) or the welcome modal. Member info loads by itself once a token is there.
 */
export async function completeLogin(
  response: LoginResponse,
  context: { navigate: NavigateFunction; queryClient: QueryClient },
  options: CompleteLoginOptions = {},
) {
  // Data cached for an earlier session must not show in this one.
  context.queryClient.removeQueries({ queryKey: ['member'] });
  getSession().login({
    token: response.token,
    isAgent: String(response.customerType),
    account: response.userName,
    username: response.userName,
    nickname: response.nickname ?? response.userName,
    customerId: String(response.id),
    toUpline: String(response.toUpline),
    platform: PLATFORM_CODE,
    cpw: response.passwordChangeRequired ? '1' : null,
  });
  const dialogs = getAuthDialogs();
  dialogs.setOldPasswordUnknown(response.oldPasswordUnknown);
  if (response.firstTimeLogin) {
    // Recording it must not block the player; a failure only means it is recorded next time.
    await markFirstLogin().catch(() => undefined);
  }
  if (response.passwordChangeRequired || options.welcome === false) dialogs.close();
  else dialogs.showWelcome(response.nickname ?? response.userName);
  if (options.goHome) await context.navigate('/');
}
