import { ELOTT_GAMES } from './games/elott-games.js';
import type { LotteryGameDef, LotteryGroup } from './games/lottery-game.js';
import { SEA_GAMES } from './games/sea-games.js';
import { VN_GAMES } from './games/vn-games.js';

/** Every house lottery game by code. */
export const LOTTERY_GAMES: ReadonlyMap<string, LotteryGameDef> = new Map(
  [...ELOTT_GAMES, ...VN_GAMES, ...SEA_GAMES].map((g) => [g.code, g]),
);

/** Betting closes this long before the draw unless the vendor's schedule says otherwise. */
export const DEFAULT_CLOSE_SECONDS: Record<LotteryGroup, number> = { ELOTT: 10, VN: 900, SEA: 900 };

/**
 * An operator's terms for a play type until it sets its own: a 3 % house edge on the fast draws and
 * 5 % on the state-style lotteries, stakes 1.00–50,000.00 a bet, at most 1,000,000.00 payable on one
 * pick of one issue (the exposure cap that keeps a single number from breaking the house).
 */
export const defaultPlayTerms = (group: LotteryGroup) => ({
  enabled: true,
  edgeBp: group === 'ELOTT' ? 300 : 500,
  minBet: 100n,
  maxBet: 5_000_000n,
  maxExposure: 100_000_000n,
});

/** Whether numbers entered or fetched fit the game's result layout (count and digits of each). */
export function fitsLayout(game: LotteryGameDef, result: readonly string[]): boolean {
  const digits = game.layout.flatMap((t) => Array.from({ length: t.count }, () => t.digits));
  return (
    result.length === digits.length && result.every((n, i) => n.length === digits[i] && /^[0-9]+$/.test(n))
  );
}

/** How many draws of each game are scheduled ahead (a chase reaches up to 50 issues). */
export const DRAWS_AHEAD = 60;
