import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { MISSIONS_KEY } from './mission-summary';

/**
 * `GET /wps/mission/leaderboard`: this week's players with the most missions completed (names
 * masked by the server). Public; with a token the answer adds the player's own line (`me`).
 */
export const getMissionLeaderboard = () => apiCall(routes.missionLeaderboard);

// Under the missions key (a claim may move the player up); the token is in the key for `me`.
export const missionLeaderboardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard', token],
    queryFn: getMissionLeaderboard,
    staleTime: 60_000,
  });

export function useMissionLeaderboard() {
  const token = useSession((s) => s.token) ?? '';
  return useQuery(missionLeaderboardQueryOptions(token));
}
