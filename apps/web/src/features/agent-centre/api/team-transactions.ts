import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamTransactionsQuery } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/team/transactions`: deposits, withdrawals and transfers of my downlines. */
export const getTeamTransactions = (query: TeamTransactionsQuery) =>
  apiCall(routes.teamTransactions, { query });

export function useTeamTransactions(query: TeamTransactionsQuery) {
  return useQuery({
    queryKey: ['agent', 'teamTransactions', query],
    queryFn: () => getTeamTransactions(query),
    placeholderData: keepPreviousData,
  });
}
