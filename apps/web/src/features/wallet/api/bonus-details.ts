import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

export interface BonusesQuery {
  pageNo?: number;
  pageSize?: number;
}

/** `GET /wps/member/bonuses`: bonuses credited with their turnover requirement and progress, a page at a time. */
export const getBonuses = (query: BonusesQuery) => apiCall(routes.bonusDetails, { query: { ...query } });

export const bonusesQueryOptions = (token: string, query: BonusesQuery) =>
  queryOptions({
    queryKey: ['wallet', 'bonuses', token, query],
    queryFn: () => getBonuses(query),
    placeholderData: keepPreviousData,
  });

export function useBonuses(query: BonusesQuery) {
  const token = useSession((s) => s.token);
  return useQuery({ ...bonusesQueryOptions(token ?? '', query), enabled: Boolean(token) });
}
