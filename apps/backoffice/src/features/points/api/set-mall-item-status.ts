import type { MallItemStatus } from '@bet/contracts/points/points-rules';
import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

/** Pauses (hidden from players, not redeemable) or resumes a mall item. */
export const setMallItemStatus = (id: number, status: MallItemStatus) =>
  opsCall(routes.setMallItemStatus, { body: { id, status } });
