import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { MobileNumber } from '../lib/mobile';

export interface SetPasswordByPhoneBody extends MobileNumber {
  verificationCode: string;
  newPassword: string;
}

/** `POST /wps/member/password/verification` (encrypted): new password with the SMS code, then logged in. */
export const setPasswordByPhone = (body: SetPasswordByPhoneBody) =>
  apiCall(routes.setPasswordByPhone, { body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
