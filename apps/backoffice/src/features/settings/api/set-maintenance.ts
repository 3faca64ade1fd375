import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setMaintenance>['body'];

/** Sets the maintenance window (configure). */
export const setMaintenance = (body: Body) => opsCall(operatorRoutes.setMaintenance, { body });
