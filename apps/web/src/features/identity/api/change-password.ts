import { useMutation } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

export interface ChangePasswordBody {
  /** Left out when the stored password is unknown to the player (SMS or social account). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password` (token, encrypted): the other sessions end, this one stays. */
export const changePassword = (body: ChangePasswordBody) => apiCall(routes.changePassword, { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
