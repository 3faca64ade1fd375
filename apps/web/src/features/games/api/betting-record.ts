import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** Contract `bettingRecordQuery`: a page, a time range (epoch ms, `to` exclusive), category, vendor. */
export interface BettingRecordQuery {
  pageNo?: number;
  pageSize?: number;
  from?: number;
  to?: number;
  category?: GameCategory;
  vendor?: string;
}

/** `GET /wps/member/bets`: the member's bets in a time range (`to` exclusive), by category and vendor. */
export const getBettingRecord = (query: BettingRecordQuery) =>
  apiCall(routes.bettingRecord, { query: { ...query } });

export const bettingRecordQueryOptions = (token: string, query: BettingRecordQuery) =>
  queryOptions({
    queryKey: ['games', 'bets', token, query],
    queryFn: () => getBettingRecord(query),
    placeholderData: keepPreviousData,
  });

export function useBettingRecord(query: BettingRecordQuery, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...bettingRecordQueryOptions(token ?? '', query), enabled: Boolean(token) && enabled });
}
