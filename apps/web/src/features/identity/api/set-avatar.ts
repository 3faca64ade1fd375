import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '@bet/contracts/identity/member';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { getSession } from '@/shared/session/session-store';
import { avatarQueryOptions } from './player-avatar';

/** `POST /wps/relay/MCSFE_setPlayerAvatar`: a static avatar id, or a png/jpg data URL up to 5 MB. */
export const setAvatar = (body: AvatarResponse) => apiCall(routes.setAvatar, { body });

export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: (avatar) => {
      queryClient.setQueryData(avatarQueryOptions(getSession().token ?? '').queryKey, avatar);
    },
  });
}
