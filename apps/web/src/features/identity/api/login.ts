import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@bet/contracts/identity/login';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/session/login` (the client encrypts the body): by password (`type: 'username'`,
 * with a human proof and the captcha once asked) or by SMS code (`type: 'sms'`).
 */
export const login = (body: LoginRequest) => apiCall(routes.login, { body });

export const useLoginMutation = () => useMutation({ mutationFn: login });
