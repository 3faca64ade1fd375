import type { z } from 'zod';
import {
  operatorResponsibleGamingRoutes as routes,
  type rgAddExclusionRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { opsCall } from '@/shared/api/ops-call';

export type AddExclusionBody = z.input<typeof rgAddExclusionRequest>;

/**
 * Self-excludes a player from now for a period, with the reason kept beside it (`playerStatus`).
 * Answers the player's detail as it is after; nothing can remove the exclusion early.
 */
export const addExclusion = (body: AddExclusionBody) => opsCall(routes.rgAddExclusion, { body });
