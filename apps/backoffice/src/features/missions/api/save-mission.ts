import {
  operatorMissionRoutes as routes,
  type SaveMissionRequest,
} from '@bet/contracts/operator/operator-missions';
import { opsCall } from '@/shared/api/ops-call';

/** Creates (no id) or replaces a mission; a changed target counts from the next recount on. */
export const saveMission = (body: SaveMissionRequest) => opsCall(routes.saveMission, { body });
