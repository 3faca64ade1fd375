import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';

/**
 * Adds (positive) or takes (negative, never below zero) a player's points, with the audited
 * reason; one request id per action.
 */
export const adjustPoints = (body: { username: string; points: number; reason: string }) =>
  opsCall(routes.adjustPoints, { body: { ...body, requestId: crypto.randomUUID() } });
