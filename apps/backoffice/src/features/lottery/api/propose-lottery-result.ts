import type { ProposeLotteryResultRequest } from '@bet/contracts/operator/operator-lottery';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';

/** Proposes a draw's result; it counts once a different operator approves it (moveMoney). */
export const proposeLotteryResult = (body: ProposeLotteryResultRequest) =>
  opsCall(operatorLotteryRoutes.proposeLotteryResult, { body });
