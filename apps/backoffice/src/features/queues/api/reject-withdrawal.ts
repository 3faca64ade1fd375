import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** PENDING → REJECTED with the reason: the amount goes back to the player's main wallet. */
export const rejectWithdrawal = (body: { id: number; reason: string }) =>
  opsCall(routes.rejectWithdrawal, { body });
