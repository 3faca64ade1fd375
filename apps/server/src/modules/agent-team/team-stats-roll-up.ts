import type { Db } from '../../db/create-db.js';
import { ID_OVERLAP, TIME_OVERLAP_MS } from '../reports/daily-stats-roll-up.js';
import { lockRollUpMarks, rollUpSourceHeads, saveRollUpMarks } from '../reports/roll-up-marks.repo.js';
import * as repo from './team-stats.repo.js';

/**
 * One run of the agent team roll-up (migrations 0025, 0029, 0033): the (member, day) pairs with raw
 * rows past the watermarks are recomputed whole, their difference moves every ancestor's team day
 * and, for the last report days, team slots; the watermarks move — one transaction, so a repeat or
 * an overlap never counts twice. `now` (the database's clock by default) places the slot window.
 */
export async function rollUpTeamStats(
  db: Db,
  opts: { timeZone: string; now?: Date },
): Promise<{ memberDays: number }> {
  return db.transaction().execute(async (trx) => {
    const marks = await lockRollUpMarks(trx, 'team_stats_marks');
    const heads = await rollUpSourceHeads(trx);
    let memberDays = await repo.collectTouched(trx, opts.timeZone, marks, heads, {
      ids: ID_OVERLAP,
      ms: TIME_OVERLAP_MS,
    });
    const window = await repo.slotWindow(trx, opts.timeZone, opts.now);
    if (window.kept === null) memberDays += await repo.touchSlotWindow(trx, window.day);
    if (memberDays > 0) {
      await repo.recomputeTouched(trx, opts.timeZone, heads.bets);
      await repo.recomputeSlots(trx, opts.timeZone, window.day, heads.bets);
    }
    // The slots are whole from the window's start on, and stay so: never moved back.
    if (window.kept === null || window.start > window.kept)
      await repo.keepSlotsFrom(trx, opts.timeZone, window.start);
    await saveRollUpMarks(trx, 'team_stats_marks', heads);
    return { memberDays };
  });
}
