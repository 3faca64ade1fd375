import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@bet/contracts/identity/login';
import { completeLogin, type CompleteLoginOptions } from './complete-login';

/** `completeLogin` bound to this screen's router and query client. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (response: LoginResponse, options?: CompleteLoginOptions) =>
      completeLogin(response, { navigate, queryClient }, options),
    [navigate, queryClient],
  );
}
