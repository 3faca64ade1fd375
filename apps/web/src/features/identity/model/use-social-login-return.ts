import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SOCIAL_ERROR_PARAM, SOCIAL_LOGIN_PARAM } from '@bet/contracts/identity/social-params';

// StrictMode runs effects twice; a login code can be exchanged only once.
const handled = new Set<string>();

/**
 * The provider sent the browser back (`?socialLogin=<code>` or `?socialError=<code>`): take the
 * parameter off the address at once (the code is single-use, a reload must not replay it), then
 * finish the login or say why it failed. The steps load only when such a parameter is there.
 */
export function useSocialLoginReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(SOCIAL_LOGIN_PARAM);
    const error = params.get(SOCIAL_ERROR_PARAM);
    if (code === null && error === null) return;
    params.delete(SOCIAL_LOGIN_PARAM);
    params.delete(SOCIAL_ERROR_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
    const key = `${code}|${error}`;
    if (handled.has(key)) return;
    handled.add(key);
    void import('./social-login-flow').then(({ finishSocialLogin }) =>
      finishSocialLogin({ code, error }, { navigate, queryClient }),
    );
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);
}
