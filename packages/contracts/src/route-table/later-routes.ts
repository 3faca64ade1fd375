import { r, chosen } from './route-def.js';

/**
 * Calls of later issues, listed so their paths cannot drift: untyped until their issue writes the
 * contract, when each group moves to its domain's file (lottery, promotions, content, loyalty, agent).
 */
export const laterRoutes = {
  // --- promotions still to come
  // PVP rooms come with a PVP vendor.
  pvpRooms: r('GET', '/lgw/games/pvp/rooms', 'GAMELO3', 7, chosen),
} as const;
