import type { PromotionStatus } from '@bet/contracts/promotions/promotion-rules';
import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

/** Pauses (pays nothing) or resumes a promotion. */
export const setPromotionStatus = (id: number, status: PromotionStatus) =>
  opsCall(routes.setPromotionStatus, { body: { id, status } });
