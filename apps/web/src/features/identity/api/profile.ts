import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/member/profile`: the player's own profile fields. */
export const getProfile = () => apiCall(routes.profile);

export const profileQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'profile', token], queryFn: getProfile });

export function useProfile() {
  const token = useSession((s) => s.token);
  return useQuery({ ...profileQueryOptions(token ?? ''), enabled: Boolean(token) });
}
