import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.setRegisterRule>['body'];

/** Sets one registration field's rule (configure). */
export const setRegisterRule = (body: Body) => opsCall(operatorSiteRoutes.setRegisterRule, { body });
