import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/agent/income`: my settled periods per contract with the calculation, and the total. */
export const fetchAgentIncome = (pageNo: number) => apiCall(routes.agentIncome, { query: { pageNo } });

export function useAgentIncome(pageNo: number) {
  return useQuery({
    queryKey: ['agent-contracts', 'income', pageNo],
    queryFn: () => fetchAgentIncome(pageNo),
    placeholderData: keepPreviousData,
  });
}
