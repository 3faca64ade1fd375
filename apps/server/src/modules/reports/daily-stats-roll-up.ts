import type { Db } from '../../db/create-db.js';
import * as repo from './daily-stats.repo.js';

/**
 * Rows a late transaction may still add below a watermark (ids are taken in one order, committed
 * in another): each run looks back this far again. Looking back costs nothing in correctness,
 * since days are recomputed whole, never incremented.
 */
export const ID_OVERLAP = 10_000n;
/** The same for the time watermarks (completed_at / paid_at are stamped before their commit). */
export const TIME_OVERLAP_MS = 5 * 60_000;

const back = (at: Date | null) => (at ? new Date(at.getTime() - TIME_OVERLAP_MS) : null);
const backId = (id: bigint) => (id > ID_OVERLAP ? id - ID_OVERLAP : 0n);

/**
 * One run of the roll-up: finds the (merchant, day) pairs that have raw rows past the watermarks,
 * rewrites those days of the aggregate tables from the raw rows, and moves the watermarks — all
 * in one transaction, so a run either counts in full or not at all, and a repeat changes nothing.
 */
export async function rollUpDailyStats(db: Db, opts: { timeZone: string }): Promise<{ days: number }> {
  return db.transaction().execute(async (trx) => {
    const marks = await repo.lockMarks(trx);
    const heads = await repo.sourceHeads(trx);
    const from: repo.Marks = {
      bets: backId(marks.bets),
      bonuses: backId(marks.bonuses),
      members: backId(marks.members),
      deposits: back(marks.deposits),
      withdrawals: back(marks.withdrawals),
    };
    const days = await repo.touchedDays(trx, opts.timeZone, from, heads);
    for (const { merchant_id: merchantId, day } of days)
      await repo.recomputeDay(trx, opts.timeZone, merchantId, day);
    await repo.saveMarks(trx, heads);
    return { days: days.length };
  });
}
