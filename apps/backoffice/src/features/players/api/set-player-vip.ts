import type { z } from 'zod';
import { operatorVipRoutes as routes, type setPlayerVipRequest } from '@bet/contracts/operator/operator-vip';
import { opsCall } from '@/shared/api/ops-call';

export type SetPlayerVipBody = z.input<typeof setPlayerVipRequest>;

/**
 * Sets a player's VIP level by hand with the audited reason (playerStatus); no upgrade bonus is
 * paid. The request id is the dialog's: a retry of the same opening is the same change.
 */
export const setPlayerVip = (body: SetPlayerVipBody) => opsCall(routes.setPlayerVip, { body });
