import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamMembersQuery } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/team/members`: a parent's direct downlines, or a search at any depth. */
export const getTeamMembers = (query: TeamMembersQuery) => apiCall(routes.teamMembers, { query });

export function useTeamMembers(query: TeamMembersQuery) {
  return useQuery({
    queryKey: ['agent', 'teamMembers', query],
    queryFn: () => getTeamMembers(query),
    placeholderData: keepPreviousData,
  });
}
