import type { Db } from '../../db/create-db.js';
import { ID_OVERLAP, TIME_OVERLAP_MS } from '../reports/daily-stats-roll-up.js';
import { lockRollUpMarks, rollUpSourceHeads, saveRollUpMarks } from '../reports/roll-up-marks.repo.js';
import * as repo from './team-stats.repo.js';

/**
 * One run of the agent team roll-up (migration 0025): the (member, day) pairs with raw rows past
 * the watermarks are recomputed whole, their difference moves every ancestor's team day, and the
 * watermarks move — one transaction, so a repeat or an overlap never counts twice.
 */
export async function rollUpTeamStats(db: Db, opts: { timeZone: string }): Promise<{ memberDays: number }> {
  return db.transaction().execute(async (trx) => {
    const marks = await lockRollUpMarks(trx, 'team_stats_marks');
    const heads = await rollUpSourceHeads(trx);
    const memberDays = await repo.collectTouched(trx, opts.timeZone, marks, heads, {
      ids: ID_OVERLAP,
      ms: TIME_OVERLAP_MS,
    });
    if (memberDays > 0) await repo.recomputeTouched(trx, opts.timeZone);
    await saveRollUpMarks(trx, 'team_stats_marks', heads);
    return { memberDays };
  });
}
