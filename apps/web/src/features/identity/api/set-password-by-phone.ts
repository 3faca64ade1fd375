import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@bet/contracts/identity/login';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import type { MobileNumber } from '../lib/mobile';

export interface SetPasswordByPhoneBody extends MobileNumber {
  verificationCode: string;
  newPassword: string;
}

/** `POST /wps/member/password/verification` (encrypted): new password with the SMS code, then logged in. */
export const setPasswordByPhone = (body: SetPasswordByPhoneBody) =>
  apiCall<LoginResponse>(routes.setPasswordByPhone, { body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
