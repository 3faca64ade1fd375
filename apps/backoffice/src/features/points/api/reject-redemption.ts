import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

/** Refuses a redemption (moveMoney): the points and the stock go back; the player reads the remark. */
export const rejectRedemption = (id: number, remark: string) =>
  opsCall(routes.rejectRedemption, { body: { id, remark } });
