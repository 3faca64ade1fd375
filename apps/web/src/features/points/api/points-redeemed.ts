import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import type { RedeemState } from '@bet/contracts/points/points-rules';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';
import { POINTS_KEY } from './points-balance';

export interface PointsRedeemedQuery {
  pageNo?: number;
  pageSize?: number;
  status?: RedeemState;
}

/** `GET /wps/points/redeemed`: the player's redemptions and conversions, newest first, a page at a time. */
export const getPointsRedeemed = (query: PointsRedeemedQuery) =>
  apiCall(routes.pointsRedeemed, { query: { ...query } });

export const pointsRedeemedQueryOptions = (language: Language, token: string, query: PointsRedeemedQuery) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'redeemed', language, token, query],
    queryFn: () => getPointsRedeemed(query),
    // Another page or filter keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function usePointsRedeemed(query: PointsRedeemedQuery) {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  return useQuery({ ...pointsRedeemedQueryOptions(language, token ?? '', query), enabled: Boolean(token) });
}
