import { useQuery } from '@tanstack/react-query';
import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';
import { PROMOTIONS_KEY } from './list-promotions';

/** Every code of a bonus-code promotion with its uses. */
export const useBonusCodes = (promotionId: number) =>
  useQuery({
    queryKey: [...PROMOTIONS_KEY, 'codes', promotionId],
    queryFn: ({ signal }) => opsCall(routes.listBonusCodes, { query: { id: promotionId }, signal }),
  });
