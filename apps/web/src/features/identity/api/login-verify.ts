import { useMutation } from '@tanstack/react-query';
import type { LoginVerifyMethod } from '@bet/contracts/identity/login';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

export interface LoginVerifyBody {
  verifyToken: string;
  method: LoginVerifyMethod;
  /** The phone / e-mail / authenticator code, or the bank account name. */
  answer: string;
}

/** `POST /wps/session/login/verify`: answers the unregistered-IP check; logs in like `login`. */
export const loginVerify = (body: LoginVerifyBody) => apiCall(routes.loginVerify, { body });

export const useLoginVerifyMutation = () => useMutation({ mutationFn: loginVerify });
