import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setModule>['body'];

/** Switches a whitelabel module on or off (configure). */
export const setModule = (body: Body) => opsCall(operatorRoutes.setModule, { body });
