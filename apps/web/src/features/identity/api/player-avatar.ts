import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/relay/MCSFE_getPlayerAvatar`: a STATIC choice or a CUSTOM upload (data URL). */
export const getAvatar = () => apiCall(routes.playerAvatar);

export const avatarQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['member', 'avatar', token],
    queryFn: getAvatar,
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useAvatar() {
  const token = useSession((s) => s.token);
  return useQuery({ ...avatarQueryOptions(token ?? ''), enabled: Boolean(token) });
}
