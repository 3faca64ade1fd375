import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RgSession } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { RG_KEY } from './rg-overview';

/**
 * `GET /wps/rg/session`: the reality check's figures — when this login session started, its
 * minutes, the bets placed since, what they staked and their net result (won − staked), and the
 * interval between checks.
 */
export const getRgSession = () => apiCall(routes.rgSession);

// The token is in the key: a new login counts from its own start.
export const rgSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...RG_KEY, 'session', token],
    queryFn: getRgSession,
    // Read once when the reality check starts; it reads again itself when a check is due.
    staleTime: Infinity,
  });

/** The session's figures; asks nothing while `enabled` is false (no session, a trial account). */
export function useRgSession(token: string | null, enabled = true) {
  return useQuery({ ...rgSessionQueryOptions(token ?? ''), enabled: enabled && Boolean(token) });
}

/** A new reality-check interval: the running check moves to it without a second read. */
export function useRealityCheckAnswer() {
  const queryClient = useQueryClient();
  return (realityCheckMinutes: number) =>
    queryClient.setQueriesData<RgSession>({ queryKey: [...RG_KEY, 'session'] }, (session) =>
      session ? { ...session, realityCheckMinutes } : session,
    );
}
