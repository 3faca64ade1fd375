import type { CallOf } from '@bet/contracts/routes';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSportsRoutes.setSportsScore>['body'];

/** The live score of a match in play; it only goes up and the markets reprice from it (configure). */
export const setSportsScore = (body: Body) => opsCall(operatorSportsRoutes.setSportsScore, { body });
