import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

/** A batch of new codes for a bonus-code promotion (at most BONUS_CODE_BATCH_MAX at once). */
export const generateBonusCodes = (promotionId: number, count: number, usesPerCode: number) =>
  opsCall(routes.generateBonusCodes, { body: { promotionId, count, usesPerCode } });
