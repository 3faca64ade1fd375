import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** Credits the player: PENDING → SUCCESS (refused with `operator.already.handled` if decided meanwhile). */
export const confirmDeposit = (body: { id: number; reason?: string }) =>
  opsCall(routes.confirmDeposit, { body });
