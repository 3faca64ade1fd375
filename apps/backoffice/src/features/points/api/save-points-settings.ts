import type { CallOf } from '@bet/contracts/routes';
import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

export type PointsSettingsBody = CallOf<typeof routes.savePointsSettings>['body'];

/** Replaces the points rules (configure); bets and deposits settled afterwards earn by them. */
export const savePointsSettings = (body: PointsSettingsBody) => opsCall(routes.savePointsSettings, { body });
