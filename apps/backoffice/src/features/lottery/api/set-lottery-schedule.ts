import type { SetLotteryScheduleRequest } from '@bet/contracts/operator/operator-lottery';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';

/** Switches a game, its closing time or its result source (configure). */
export const setLotterySchedule = (body: SetLotteryScheduleRequest) =>
  opsCall(operatorLotteryRoutes.setLotterySchedule, { body });
