import { useQuery } from '@tanstack/react-query';
import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

export const PROMOTIONS_KEY = ['ops', 'promotions'] as const;

/** Every promotion of the merchant with its counters (one short list: no paging on the server). */
export const usePromotions = () =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list'],
    queryFn: ({ signal }) => opsCall(routes.listPromotions, { signal }),
  });
