import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RgOverview } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** Every responsible-gaming query starts with this. */
export const RG_KEY = ['responsible-gaming'] as const;

/**
 * `GET /wps/rg/overview`: the player's limits (in force, used and left in the period, a waiting
 * raise or removal), the reality-check interval and its choices, the merchant's time zone and the
 * help organisations.
 */
export const getRgOverview = () => apiCall(routes.rgOverview);

// The token is in the key: another player on the same browser never sees the previous one's limits.
export const rgOverviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...RG_KEY, 'overview', token],
    queryFn: getRgOverview,
    // Used and left move with every deposit and bet: read again whenever the page opens.
    staleTime: 0,
  });

/** The player's limits and settings; asks nothing without a session. */
export function useRgOverview() {
  const token = useSession((s) => s.token);
  return useQuery({ ...rgOverviewQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** Every change answers the whole overview: it replaces the page's data (no second read). */
export function useOverviewAnswer() {
  const queryClient = useQueryClient();
  return (overview: RgOverview) =>
    queryClient.setQueriesData<RgOverview>({ queryKey: [...RG_KEY, 'overview'] }, overview);
}
