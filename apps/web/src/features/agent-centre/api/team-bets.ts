import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamBetsQuery } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/team/bets`: bets of my team (filters, page) with totals over the whole filter. */
export const getTeamBets = (query: TeamBetsQuery) => apiCall(routes.teamBets, { query });

export function useTeamBets(query: TeamBetsQuery) {
  return useQuery({
    queryKey: ['agent', 'teamBets', query],
    queryFn: () => getTeamBets(query),
    placeholderData: keepPreviousData,
  });
}
