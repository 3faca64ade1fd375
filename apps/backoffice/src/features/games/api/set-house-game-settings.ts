import type { CallOf } from '@bet/contracts/routes';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';

type Body = CallOf<typeof operatorRoutes.setHouseGameSettings>['body'];

/** Sets a house game's switch and stake limits (configure). */
export const setHouseGameSettings = (body: Body) => opsCall(operatorRoutes.setHouseGameSettings, { body });
