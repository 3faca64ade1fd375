import type { LotteryDraws } from '../modules/house-lottery/lottery-draws.service.js';
import type { JobDefinition } from './scheduler.js';

export const LOTTERY_DRAWS_JOB = 'run-lottery-draws';

/**
 * Every 5 seconds: keep the next draws scheduled with committed seeds, close betting, draw what is
 * due and settle it (decision 0041). Betting closes by time at every bet, so a late run never lets
 * a bet in after close; a draw is at most one period late.
 */
export const lotteryDrawsJob = (draws: LotteryDraws): JobDefinition => ({
  name: LOTTERY_DRAWS_JOB,
  everyMs: 5_000,
  run: () => draws.run(),
});
