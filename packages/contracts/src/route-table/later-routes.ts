import { r, chosen, tokenChosen } from './route-def.js';

/**
 * Calls of later issues, listed so their paths cannot drift: untyped until their issue writes the
 * contract, when each group moves to its domain's file (lottery, promotions, content, loyalty, agent).
 */
export const laterRoutes = {
  // --- promotions still to come
  // PVP rooms come with a PVP vendor.
  pvpRooms: r('GET', '/lgw/games/pvp/rooms', 'GAMELO3', 7, chosen),

  // --- points
  pointsBalance: r('GET', '/wps/points/balance', 'PTSYS3', 8, tokenChosen),
  pointsRewards: r('GET', '/wps/points/rewards', 'PTSYS3', 8, chosen),
  pointsRedeem: r('POST', '/wps/points/redeem', 'PTSYS3', 8, { token: true, encrypted: true, chosen: true }),
  pointsRedeemed: r('GET', '/wps/points/redeemed', 'PTSYS3', 8, tokenChosen),
  pointsConfig: r('GET', '/wps/points/config', 'PTSYS3', 8, chosen),
  pointsTransactions: r('GET', '/wps/points/transactions', 'PTSYS3', 8, tokenChosen),
  pointsConvert: r('POST', '/wps/points/convert', 'PTSYS3', 8, {
    token: true,
    encrypted: true,
    chosen: true,
  }),
} as const;
