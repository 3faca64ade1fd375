import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import type { PointType } from '@bet/contracts/points/points-rules';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';
import { POINTS_KEY } from './points-balance';

export interface PointsTransactionsQuery {
  pageNo?: number;
  pageSize?: number;
  /** Epoch ms: `from` inclusive, `to` exclusive (contract `dateRange`). */
  from?: number;
  to?: number;
  type?: PointType;
}

/** `GET /wps/points/transactions`: the points ledger (earned, redeemed, refunded, adjusted), newest first. */
export const getPointsTransactions = (query: PointsTransactionsQuery) =>
  apiCall(routes.pointsTransactions, { query: { ...query } });

export const pointsTransactionsQueryOptions = (
  language: Language,
  token: string,
  query: PointsTransactionsQuery,
) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'transactions', language, token, query],
    queryFn: () => getPointsTransactions(query),
    placeholderData: keepPreviousData,
  });

/** The ledger of the player; asks nothing without a session or while the dates are not a range. */
export function usePointsTransactions(query: PointsTransactionsQuery, enabled = true) {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  return useQuery({
    ...pointsTransactionsQueryOptions(language, token ?? '', query),
    enabled: Boolean(token) && enabled,
  });
}
