import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamProfitQuery } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/team/profit`: P&L rows for a parent's own play and each direct downline's line. */
export const getTeamProfit = (query: TeamProfitQuery) => apiCall(routes.teamProfit, { query });

export function useTeamProfit(query: TeamProfitQuery) {
  return useQuery({
    queryKey: ['agent', 'teamProfit', query],
    queryFn: () => getTeamProfit(query),
    placeholderData: keepPreviousData,
  });
}
