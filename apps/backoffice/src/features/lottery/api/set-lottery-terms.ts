import type { SetLotteryTermsRequest } from '@bet/contracts/operator/operator-lottery';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';

/** Sets a play type's switch, house edge, stake limits and exposure cap (configure). */
export const setLotteryTerms = (body: SetLotteryTermsRequest) =>
  opsCall(operatorLotteryRoutes.setLotteryTerms, { body });
