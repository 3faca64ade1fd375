import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileFields } from '@bet/contracts/identity/member';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { getSession } from '@/shared/session/session-store';
import { profileQueryOptions } from './profile';

/** `POST /wps/member/profile`: saves the profile; the answer is the stored profile. */
export const updateProfile = (body: ProfileFields) => apiCall(routes.updateProfile, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(getSession().token ?? '').queryKey, profile);
      // The nickname and e-mail also show in the member info.
      void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    },
  });
}
