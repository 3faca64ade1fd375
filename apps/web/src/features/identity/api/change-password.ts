import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type BodyOf } from '@/shared/api/client';

export type ChangePasswordBody = BodyOf<typeof routes.changePassword>;

/** `POST /wps/member/password` (token, encrypted): the other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordBody) => apiCall(routes.changePassword, { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
