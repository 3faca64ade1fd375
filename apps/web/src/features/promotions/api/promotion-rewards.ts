import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { PROMOTIONS_KEY } from './promotions';

export interface PromotionRewardsQuery {
  pageNo?: number;
  pageSize?: number;
}

/** `GET /wps/promotion/rewards`: the reward centre, the player's rewards newest first, a page at a time. */
export const getPromotionRewards = (query: PromotionRewardsQuery) =>
  apiCall(routes.promotionRewards, { query: { ...query } });

export const promotionRewardsQueryOptions = (token: string, query: PromotionRewardsQuery) =>
  queryOptions({
    // Under the promotions key: a claim or a redeemed code adds a row.
    queryKey: [...PROMOTIONS_KEY, 'rewards', token, query],
    queryFn: () => getPromotionRewards(query),
    placeholderData: keepPreviousData,
  });

export function usePromotionRewards(query: PromotionRewardsQuery) {
  const token = useSession((s) => s.token);
  return useQuery({ ...promotionRewardsQueryOptions(token ?? '', query), enabled: Boolean(token) });
}
