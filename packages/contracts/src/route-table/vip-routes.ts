import type * as vip from '../vip/vip.js';
import { r, chosen, tokenChosen, type Out } from './route-def.js';

/**
 * VIP ranks (issue 18; platform-facts "rank progress"): the levels and benefits are public (the
 * standalone /vip page); the player's progress needs an account.
 */
export const vipRoutes = {
  vipLevels: r<{ response: Out<typeof vip.vipLevelsResponse> }>(
    'GET',
    '/wps/vip/levels',
    'COMM3',
    18,
    chosen,
  ),
  vipProgress: r<{ response: Out<typeof vip.vipProgressResponse> }>(
    'GET',
    '/wps/vip/progress',
    'COMM3',
    18,
    tokenChosen,
  ),
} as const;
