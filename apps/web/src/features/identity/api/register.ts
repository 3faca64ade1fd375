import type { RegisterRequest } from '@bet/contracts/identity/register';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { loggedIn } from '../lib/logged-in';

/** `PUT /wps/member/register`, encrypted, with login: the login answer. */
export const register = async (body: RegisterRequest) => loggedIn(await apiCall(routes.register, { body }));
