import type { Db } from '../db/create-db.js';
import { autoConfirmWithdrawals } from '../modules/wallet/withdraw-payout.service.js';
import type { JobDefinition } from './scheduler.js';

/**
 * Marks paid-out withdrawals past their deadline as received, every minute. The update is
 * guarded by status, so several processes running it at once is harmless.
 */
export const withdrawalAutoConfirmJob = (db: Db): JobDefinition => ({
  name: 'auto-confirm-withdrawals',
  everyMs: 60_000,
  run: () => autoConfirmWithdrawals(db),
});
