import type { RaffleDrawsService } from '../modules/promotions/raffle-draws.service.js';
import type { JobDefinition } from './scheduler.js';

export const RAFFLE_DRAWS_JOB = 'draw-raffles';

/**
 * Every minute: draws each prize draw whose day or week has ended (a few minutes after its end,
 * so its last deposits and bets are in). Drawing nothing twice is the draw's key's job.
 */
export const raffleDrawsJob = (raffleDraws: RaffleDrawsService, everyMs = 60_000): JobDefinition => ({
  name: RAFFLE_DRAWS_JOB,
  everyMs,
  run: () => raffleDraws.drawDue(),
});
