import type { Db } from '../db/create-db.js';
import { rollUpDailyStats } from '../modules/reports/daily-stats-roll-up.js';
import type { JobDefinition } from './scheduler.js';

export const DAILY_STATS_JOB = 'roll-up-daily-stats';

/** Keeps the dashboard's and reports' daily aggregates current within a minute (decision: daily stats). */
export const dailyStatsJob = (deps: { db: Db; timeZone: string }): JobDefinition => ({
  name: DAILY_STATS_JOB,
  everyMs: 60_000,
  run: () => rollUpDailyStats(deps.db, { timeZone: deps.timeZone }),
});
