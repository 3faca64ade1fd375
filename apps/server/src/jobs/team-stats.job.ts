import type { Db } from '../db/create-db.js';
import { rollUpTeamStats } from '../modules/agent-team/team-stats-roll-up.js';
import type { JobDefinition } from './scheduler.js';

export const TEAM_STATS_JOB = 'roll-up-team-stats';

/** Keeps the agent centre's member and team day roll-ups (migration 0025) current within a minute. */
export const teamStatsJob = (deps: { db: Db; timeZone: string }): JobDefinition => ({
  name: TEAM_STATS_JOB,
  everyMs: 60_000,
  run: () => rollUpTeamStats(deps.db, { timeZone: deps.timeZone }),
});
