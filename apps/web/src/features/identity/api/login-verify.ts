import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type BodyOf } from '@/shared/api/client';

export type LoginVerifyBody = BodyOf<typeof routes.loginVerify>;

/** `POST /wps/session/login/verify`: answers the unregistered-IP check; logs in like `login`. */
export const loginVerify = (body: LoginVerifyBody) => apiCall(routes.loginVerify, { body });

export const useLoginVerifyMutation = () => useMutation({ mutationFn: loginVerify });
