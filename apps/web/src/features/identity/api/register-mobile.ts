import type { LoginResponse } from '@bet/contracts/identity/login';
import type { RegisterRequest } from '@bet/contracts/identity/register';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `PUT /wps/member/register/mobile` (the mobile tab), encrypted, with login: the login answer. */
export const registerMobile = (body: RegisterRequest) =>
  apiCall<LoginResponse>(routes.registerMobile, { body });
