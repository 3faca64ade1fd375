import type { CallOf } from '@bet/contracts/routes';
import { operatorSiteRoutes } from '@bet/contracts/operator/operator-site';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorSiteRoutes.setDepositChannel>['body'];

/** Switches a deposit channel and sets its limits (configure). */
export const setDepositChannel = (body: Body) => opsCall(operatorSiteRoutes.setDepositChannel, { body });
