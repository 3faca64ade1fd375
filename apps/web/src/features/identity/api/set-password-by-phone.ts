import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall, type BodyOf } from '@/shared/api/client';

export type SetPasswordByPhoneBody = BodyOf<typeof routes.setPasswordByPhone>;

/** `POST /wps/member/password/verification` (encrypted): new password with the SMS code, then logged in. */
export const setPasswordByPhone = (body: SetPasswordByPhoneBody) =>
  apiCall(routes.setPasswordByPhone, { body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
