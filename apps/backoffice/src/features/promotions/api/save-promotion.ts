import {
  operatorPromotionRoutes as routes,
  type SavePromotionRequest,
} from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

/** Creates (no id) or replaces a promotion; the server refuses a change of kind. */
export const savePromotion = (body: SavePromotionRequest) => opsCall(routes.savePromotion, { body });
