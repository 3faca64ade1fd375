import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import type { RouteDef } from '@bet/contracts/route-table/route-def';
import { apiCall } from '@/shared/api/client';
import type { IncomePage } from '../model/income-row';

/**
 * `agentIncome`: lane B's income call. Looked up by name because the route was not in the contract
 * when this screen was written; until it is, the panel shows the failed state with retry.
 */
export async function fetchAgentIncome(page: number): Promise<IncomePage> {
  const route = (routes as unknown as Record<string, RouteDef | undefined>).agentIncome;
  if (!route) throw new Error('agentIncome route missing from the contract');
  return (await apiCall(route as never, { query: { page } } as never)) as IncomePage;
}

export function useAgentIncome(page: number) {
  return useQuery({
    queryKey: ['agent-contracts', 'income', page],
    queryFn: () => fetchAgentIncome(page),
    placeholderData: keepPreviousData,
  });
}
