import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setRegionRestriction>['body'];

/** Sets the refused countries (configure). */
export const setRegionRestriction = (body: Body) => opsCall(operatorRoutes.setRegionRestriction, { body });
