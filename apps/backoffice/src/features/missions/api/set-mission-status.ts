import type { MissionStatus } from '@bet/contracts/missions/mission-rules';
import { operatorMissionRoutes as routes } from '@bet/contracts/operator/operator-missions';
import { opsCall } from '@/shared/api/ops-call';

/** Pauses (hidden from players, counts nothing) or resumes a mission. */
export const setMissionStatus = (id: number, status: MissionStatus) =>
  opsCall(routes.setMissionStatus, { body: { id, status } });
