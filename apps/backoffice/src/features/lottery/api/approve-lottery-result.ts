import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';

/** Approves another operator's proposed result: the lottery records it and settles the draw. */
export const approveLotteryResult = (id: number) =>
  opsCall(operatorLotteryRoutes.approveLotteryResult, { body: { id } });
