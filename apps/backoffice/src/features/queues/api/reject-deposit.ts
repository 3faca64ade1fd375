import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** PENDING → REJECTED with the reason; nothing was credited, so nothing moves. */
export const rejectDeposit = (body: { id: number; reason: string }) =>
  opsCall(routes.rejectDeposit, { body });
