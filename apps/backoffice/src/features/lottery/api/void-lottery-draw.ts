import type { CallOf } from '@bet/contracts/routes';
import { operatorLotteryRoutes } from '@bet/contracts/operator/operator-lottery';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorLotteryRoutes.voidLotteryDraw>['body'];

/** Voids a draw: every bet on it is refunded (moveMoney; the reason goes to the audit log). */
export const voidLotteryDraw = (body: Body) => opsCall(operatorLotteryRoutes.voidLotteryDraw, { body });
