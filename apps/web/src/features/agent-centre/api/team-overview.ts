import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RangeQuery } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/team/overview`: the team's figures and daily trend for a range. */
export const getTeamOverview = (query: RangeQuery) => apiCall(routes.teamOverview, { query });

export function useTeamOverview(query: RangeQuery) {
  return useQuery({
    queryKey: ['agent', 'teamOverview', query],
    queryFn: () => getTeamOverview(query),
    // The previous range stays on screen while the next loads: the tiles never collapse.
    placeholderData: keepPreviousData,
  });
}
