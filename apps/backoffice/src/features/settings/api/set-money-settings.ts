import type { CallOf } from '@bet/contracts/routes';
import { operatorMoneyRoutes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorMoneyRoutes.setMoneySettings>['body'];

/** Sets withdrawal limits and auto-confirm minutes (configure). */
export const setMoneySettings = (body: Body) => opsCall(operatorMoneyRoutes.setMoneySettings, { body });
