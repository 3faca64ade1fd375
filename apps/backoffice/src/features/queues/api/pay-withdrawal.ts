import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** Marks the withdrawal paid out (the money left the bank); `reason` is the optional note. */
export const payWithdrawal = (body: { id: number; reason?: string }) =>
  opsCall(routes.payWithdrawal, { body });
