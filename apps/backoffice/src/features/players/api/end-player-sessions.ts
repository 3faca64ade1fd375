import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

/** Ends every open session of the player. */
export const endPlayerSessions = (body: { username: string; reason: string }) =>
  opsCall(routes.endPlayerSessions, { body });
