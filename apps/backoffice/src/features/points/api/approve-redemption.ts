import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

/** Hands a redemption over (moveMoney): the remark (a voucher's code) and the parcel's reference. */
export const approveRedemption = (body: { id: number; remark: string; shippingRef: string }) =>
  opsCall(routes.approveRedemption, { body });
