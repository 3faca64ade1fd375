import { operatorPromotionRoutes as routes } from '@bet/contracts/operator/operator-promotions';
import { opsCall } from '@/shared/api/ops-call';

/**
 * Pays a flagged claim or an application (approve; an application with the amount the operator
 * chose) or refuses it with a reason, kept with the claim.
 */
export const decidePromotionClaim = (
  id: number,
  decision: { approve: true; amount?: number } | { approve: false; reason: string },
) => opsCall(routes.decidePromotionClaim, { body: { id, ...decision } });
