import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/session/social/exchange`: the one-time code from the address → the login answer. */
export const exchangeSocialLoginCode = (code: string) =>
  apiCall(routes.socialLoginExchange, { body: { code } });
