import type { Db } from '../../db/create-db.js';
import * as repo from './daily-stats.repo.js';
import { lockRollUpMarks, rollUpSourceHeads, saveRollUpMarks } from './roll-up-marks.repo.js';

/** How far below an id watermark a row of a transaction still running at the last run may sit. */
export const ID_OVERLAP = 10_000n;
/** How long before its commit a deposit's completed_at or a withdrawal's paid_at may be stamped. */
export const TIME_OVERLAP_MS = 5 * 60_000;

/**
 * One run of the roll-up: finds the (merchant, day) pairs that have raw rows past the watermarks,
 * rewrites those days of the aggregate tables from the raw rows, and moves the watermarks — all
 * in one transaction, so a run either counts in full or not at all, and a repeat changes nothing.
 */
export async function rollUpDailyStats(db: Db, opts: { timeZone: string }): Promise<{ days: number }> {
  return db.transaction().execute(async (trx) => {
    const marks = await lockRollUpMarks(trx, 'daily_stats_marks');
    const heads = await rollUpSourceHeads(trx);
    const days = await repo.touchedDays(trx, opts.timeZone, marks, heads, {
      ids: ID_OVERLAP,
      ms: TIME_OVERLAP_MS,
    });
    for (const { merchant_id: merchantId, day } of days)
      await repo.recomputeDay(trx, opts.timeZone, merchantId, day);
    await saveRollUpMarks(trx, 'daily_stats_marks', heads);
    return { days: days.length };
  });
}
