import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/**
 * Every points query starts with this: a redemption or a conversion invalidates it, so the
 * balance, the items' stock and the player's counts, the redeem history and the points details
 * all show the new state.
 */
export const POINTS_KEY = ['points'] as const;

/** `GET /wps/points/balance`: the player's points and what they earned and spent in all. */
export const getPointsBalance = () => apiCall(routes.pointsBalance);

// The token is in the key: another player on the same browser never sees the previous one's points.
export const pointsBalanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'balance', token],
    queryFn: getPointsBalance,
    staleTime: 15_000,
  });

/** The player's points; asks nothing without a session (a visitor has none). */
export function usePointsBalance() {
  const token = useSession((s) => s.token);
  return useQuery({ ...pointsBalanceQueryOptions(token ?? ''), enabled: Boolean(token) });
}
