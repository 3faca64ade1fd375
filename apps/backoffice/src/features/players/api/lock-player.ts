import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

/** Locks (sessions end, no login) or unlocks the player. */
export const lockPlayer = (body: { username: string; locked: boolean; reason: string }) =>
  opsCall(routes.lockPlayer, { body });
