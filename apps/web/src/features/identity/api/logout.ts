import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `DELETE /wps/session/logout`: ends this session on the server. */
export const logout = () => apiCall(routes.logout);
