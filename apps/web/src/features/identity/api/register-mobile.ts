import type { RegisterRequest } from '@bet/contracts/identity/register';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { loggedIn } from '../lib/logged-in';

/** `PUT /wps/member/register/mobile` (the mobile tab), encrypted, with login: the login answer. */
export const registerMobile = async (body: RegisterRequest) =>
  loggedIn(await apiCall(routes.registerMobile, { body }));
