import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { PROMOTIONS_KEY } from './promotions';

/**
 * `GET /wps/promotion/detail/winners`: a promotion's latest paid rewards (at most
 * PROMOTION_WINNERS_MAX, newest first), names masked. Public, and the same for every viewer.
 */
export const getPromotionWinners = (id: number) => apiCall(routes.promotionWinners, { query: { id } });

export const promotionWinnersQueryOptions = (id: number) =>
  queryOptions({
    // No token or language in the key: the answer is the same for a visitor and a member in any
    // language. Under the promotions key, so a claim, an application or a redeemed code (which
    // invalidate that key) refresh it too.
    queryKey: [...PROMOTIONS_KEY, 'winners', id],
    queryFn: () => getPromotionWinners(id),
    staleTime: 30_000,
  });

export function usePromotionWinners(id: number) {
  return useQuery(promotionWinnersQueryOptions(id));
}
