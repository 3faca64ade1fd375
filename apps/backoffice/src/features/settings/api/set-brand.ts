import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setBrand>['body'];

/** Sets the brand flags (configure). */
export const setBrand = (body: Body) => opsCall(operatorRoutes.setBrand, { body });
