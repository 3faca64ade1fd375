import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@bet/contracts/identity/login';
import type { RegisterRequest } from '@bet/contracts/identity/register';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

export interface RegisterInput {
  body: RegisterRequest;
  /** The mobile tab registers by `PUT /wps/member/register/mobile`. */
  byMobile: boolean;
}

/** `PUT /wps/member/register` (or `/register/mobile`), encrypted, with login: the login answer. */
export const register = ({ body, byMobile }: RegisterInput) =>
  apiCall<LoginResponse>(byMobile ? routes.registerMobile : routes.register, { body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
