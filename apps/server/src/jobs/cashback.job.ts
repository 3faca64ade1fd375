import type { CashbackService } from '../modules/promotions/cashback.service.js';
import type { JobDefinition } from './scheduler.js';

export const CASHBACK_JOB = 'pay-cashback';

/**
 * Every minute: pays the cashback of each day or week that has ended (a few minutes after its end,
 * so bets settled at its very end are in). Paying nobody twice is the claims' and ledger's job.
 */
export const cashbackJob = (cashback: CashbackService, everyMs = 60_000): JobDefinition => ({
  name: CASHBACK_JOB,
  everyMs,
  run: () => cashback.payDue(),
});
