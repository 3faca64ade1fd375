import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setBirthdayLimit>['body'];

/** Sets the age confirmed at sign-up (configure). */
export const setBirthdayLimit = (body: Body) => opsCall(operatorRoutes.setBirthdayLimit, { body });
