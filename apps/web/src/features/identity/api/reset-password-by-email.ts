import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /wps/member/password/email/reset` (encrypted): the mailed link's code and the new password. */
export const resetPasswordByEmail = (body: { code: string; newPassword: string }) =>
  apiCall(routes.resetPasswordByEmail, { body });

export const useResetPasswordByEmail = () => useMutation({ mutationFn: resetPasswordByEmail });
