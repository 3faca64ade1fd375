import type { LotteryGameDef } from './lottery-game.js';
import { FAST_DICE } from './elott-fast-dice.js';
import { LUCKY_5D } from './elott-lucky5d.js';
import { RACE_10 } from './elott-race10.js';

/** The e-lottery (fast draw) games: 1, 3 and 5 minutes. */
export const ELOTT_GAMES: LotteryGameDef[] = [FAST_DICE, RACE_10, LUCKY_5D];
