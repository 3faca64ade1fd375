import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { VIP_KEY } from './vip-levels';

/**
 * `GET /wps/vip/progress`: the player's level, their deposits and valid bets over the rolling
 * period, what the next level needs, whether they are below their level (and when they move
 * down), and the latest changes of level.
 */
export const getVipProgress = () => apiCall(routes.vipProgress);

// The token is in the key: another player on the same browser never sees the previous one's level.
export const vipProgressQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...VIP_KEY, 'progress', token],
    queryFn: getVipProgress,
    staleTime: 60_000,
  });

/** The player's level and progress; asks nothing without a session (a visitor has no level). */
export function useVipProgress() {
  const token = useSession((s) => s.token);
  return useQuery({ ...vipProgressQueryOptions(token ?? ''), enabled: Boolean(token) });
}
