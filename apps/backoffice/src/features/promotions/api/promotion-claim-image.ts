import { useQuery } from '@tanstack/react-query';
import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

/**
 * One image of an application as a data URL, read when its thumbnail shows. Kept outside
 * PROMOTIONS_KEY: a decision refreshes the queue, and an image never changes.
 */
export const usePromotionClaimImage = (id: number) =>
  useQuery({
    queryKey: ['ops', 'promotion-claim-image', id],
    queryFn: ({ signal }) => opsCall(routes.promotionClaimImage, { query: { id }, signal }),
    staleTime: Infinity,
  });
