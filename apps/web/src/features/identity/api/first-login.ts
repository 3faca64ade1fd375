import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/member/firstLogin`: records that the player's first login happened (spec §4). */
export const markFirstLogin = () => apiCall(routes.firstLogin, { body: {} });
