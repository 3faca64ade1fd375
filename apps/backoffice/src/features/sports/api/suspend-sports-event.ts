import type { CallOf } from '@bet/contracts/routes';
import { operatorSportsRoutes } from '@bet/contracts/operator/operator-sports';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSportsRoutes.suspendSportsEvent>['body'];

/** Suspends a fixture's markets (no bets taken) or resumes them (configure). */
export const suspendSportsEvent = (body: Body) => opsCall(operatorSportsRoutes.suspendSportsEvent, { body });
