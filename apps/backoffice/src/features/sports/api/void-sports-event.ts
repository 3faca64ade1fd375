import type { CallOf } from '@bet/contracts/routes';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSportsRoutes.voidSportsEvent>['body'];

/** Voids a fixture: every leg on it counts 1.00, singles are refunded (moveMoney; the reason is audited). */
export const voidSportsEvent = (body: Body) => opsCall(operatorSportsRoutes.voidSportsEvent, { body });
