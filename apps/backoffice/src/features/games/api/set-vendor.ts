import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setVendor>['body'];

/** Changes a vendor's switches or order (configure). */
export const setVendor = (body: Body) => opsCall(operatorRoutes.setVendor, { body });
