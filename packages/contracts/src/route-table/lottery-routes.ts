import type * as lottery from '../games/lottery-calls.js';
import { r, chosen, type In, type Out } from './route-def.js';

/**
 * The platform's lottery calls (issue 16, spec §7): answered from the house lottery vendor for the
 * merchant's enabled lottery games. The lottery pages' own betting API is the vendor's (`/hv/lottery/*`).
 */
export const lotteryRoutes = {
  popularLottery: r<{
    query: In<typeof lottery.popularLotteryQuery>;
    response: Out<typeof lottery.popularLotteryResponse>;
  }>('GET', '/lgw/lottery/popular', 'GAMELO3', 16, chosen),
  lotteryRecent: r<{ response: Out<typeof lottery.lotteryRecentResponse> }>(
    'GET',
    '/lgw/lottery/recent',
    'GAMELO3',
    16,
    chosen,
  ),
  vnMenus: r<{ response: Out<typeof lottery.vnMenusResponse> }>(
    'GET',
    '/lgw/lottery/vn/menus',
    'GAMELO3',
    16,
    chosen,
  ),
  vnNumbers: r<{
    query: In<typeof lottery.vnNumbersCallQuery>;
    response: Out<typeof lottery.vnNumbersCallResponse>;
  }>('GET', '/lgw/lottery/vn/numbers', 'GAMELO3', 16, chosen),
  openedNumbers: r<{
    query: In<typeof lottery.openedNumbersQuery>;
    response: Out<typeof lottery.openedNumbersResponse>;
  }>('GET', '/lgw/lottery/opened', 'GAMELO3', 16, chosen),
} as const;
