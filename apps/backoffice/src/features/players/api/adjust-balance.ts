import { operatorMoneyRoutes as routes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

/** Credits (or debits) the main wallet, or credits a bonus with turnover; one request id per action. */
export const adjustBalance = (body: {
  username: string;
  amount: number;
  kind: 'ADJUSTMENT' | 'BONUS';
  turnoverMultiple: number;
  reason: string;
}) => opsCall(routes.adjustBalance, { body: { ...body, requestId: crypto.randomUUID() } });
