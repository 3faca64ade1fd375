import type { CallOf } from '@bet/contracts/routes';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSportsRoutes.settleSportsEvent>['body'];

/** Settles a fixture with its final score: every bet on it is decided and paid (moveMoney). */
export const settleSportsEvent = (body: Body) => opsCall(operatorSportsRoutes.settleSportsEvent, { body });
