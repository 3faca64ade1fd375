import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

export interface ProfitQuery {
  from?: number;
  to?: number;
}

/** `GET /wps/member/profit`: the member's profit and loss per day and per category. */
export const getPersonalProfit = (query: ProfitQuery) =>
  apiCall(routes.personalProfit, { query: { ...query } });

export const personalProfitQueryOptions = (token: string, query: ProfitQuery) =>
  queryOptions({
    queryKey: ['games', 'profit', token, query],
    queryFn: () => getPersonalProfit(query),
    placeholderData: keepPreviousData,
  });

export function usePersonalProfit(query: ProfitQuery, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...personalProfitQueryOptions(token ?? '', query), enabled: Boolean(token) && enabled });
}
