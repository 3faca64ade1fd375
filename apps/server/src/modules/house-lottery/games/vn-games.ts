import type { LotteryGameDef, ResultTier } from './lottery-game.js';
import { vnPlayTypes } from './vn-play-types.js';
import { ICT_OFFSET_MINUTES } from './vn-provinces.js';
import { nextLocalDraws } from './vn-sea-calendar.js';
import { drawLayout } from './vn-sea-common.js';

/**
 * The Vietnamese lotteries (xổ số kiến thiết), one game per region, drawn daily in Vietnam time
 * (UTC+7). The result lists every prize number tier by tier in `layout` order:
 *
 * - North (Miền Bắc, 18:15): 27 numbers, the special prize ĐB FIRST (result[0]), as printed.
 * - Central (Miền Trung, 17:15) and South (Miền Nam, 16:15): 18 numbers, printed from G8 (2 digits)
 *   up to the special prize ĐB (6 digits) LAST (result[17]).
 *
 * The provinces of a day are for display (provinceOf in vn-provinces.ts).
 */

export const VN_NORTH_LAYOUT: readonly ResultTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** Central and South: printed from the lowest prize (G8) to the special (DB), which is last. */
export const VN_PROVINCIAL_LAYOUT: readonly ResultTier[] = [
  { tier: 'G8', count: 1, digits: 2 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'DB', count: 1, digits: 6 },
];

/** The special prize's tier code in every VN layout. */
export const VN_SPECIAL_TIER = 'DB';

function vnGame(
  code: string,
  name: string,
  hour: number,
  minute: number,
  layout: readonly ResultTier[],
): LotteryGameDef {
  const calendar = { utcOffsetMinutes: ICT_OFFSET_MINUTES, hour, minute, drawsOn: () => true };
  return {
    code,
    group: 'VN',
    name,
    nextDraws: (after, count) => nextLocalDraws(calendar, after, count),
    draw: (rng) => drawLayout(layout, rng),
    layout,
    playTypes: vnPlayTypes(layout, VN_SPECIAL_TIER),
    defaultPlayType: 'LO2',
  };
}

export const VN_NORTH = vnGame('VN_NORTH', 'Miền Bắc', 18, 15, VN_NORTH_LAYOUT);
export const VN_CENTRAL = vnGame('VN_CENTRAL', 'Miền Trung', 17, 15, VN_PROVINCIAL_LAYOUT);
export const VN_SOUTH = vnGame('VN_SOUTH', 'Miền Nam', 16, 15, VN_PROVINCIAL_LAYOUT);

export const VN_GAMES: readonly LotteryGameDef[] = [VN_NORTH, VN_CENTRAL, VN_SOUTH];
