import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import type { MissionSummaryResponse } from '@bet/contracts/missions/missions';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/**
 * Every missions query starts with this: a claim invalidates it, so the cards, the member
 * centre's badge and the leaderboard all show the new state.
 */
export const MISSIONS_KEY = ['missions'] as const;

/** The summary queries of every token (a claim writes its answer into them). */
export const MISSION_SUMMARY_KEY = [...MISSIONS_KEY, 'summary'] as const;

/** Progress is recomputed by the server's scheduler: read again at most this often while shown. */
const REFRESH_MS = 5 * 60_000;
/** After a period ends, a moment for the server to start the next one. */
const PERIOD_GRACE_MS = 2_000;

/**
 * `GET /wps/mission/summary`: the player's missions of the day and week with their progress and
 * state, and how many are ready to claim (the member centre's badge).
 */
export const getMissionSummary = () => apiCall(routes.missionSummary);

/** When to read the summary again: when its first period ends (new missions), else in a while. */
export function summaryRefetchDelay(data: MissionSummaryResponse | undefined, now = Date.now()): number {
  const ends = data?.list.map((mission) => mission.periodEndsAt) ?? [];
  if (ends.length === 0) return REFRESH_MS;
  return Math.min(REFRESH_MS, Math.max(PERIOD_GRACE_MS, Math.min(...ends) - now + PERIOD_GRACE_MS));
}

// The token is in the key: another player on the same browser never sees the previous one's cards.
export const missionSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...MISSION_SUMMARY_KEY, token],
    queryFn: getMissionSummary,
    staleTime: 30_000,
    refetchInterval: (query) => summaryRefetchDelay(query.state.data),
  });

/** The player's missions; asks nothing without a session (a visitor has no missions). */
export function useMissionSummary() {
  const token = useSession((s) => s.token);
  return useQuery({ ...missionSummaryQueryOptions(token ?? ''), enabled: Boolean(token) });
}
