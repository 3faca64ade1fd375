import type { LoginResponse } from '@bet/contracts/identity/login';
import type { RegisterRequest } from '@bet/contracts/identity/register';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `PUT /wps/member/register`, encrypted, with login: the login answer. */
export const register = (body: RegisterRequest) => apiCall<LoginResponse>(routes.register, { body });
