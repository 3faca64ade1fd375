import type { MissionsService } from '../modules/missions/missions.service.js';
import type { JobDefinition } from './scheduler.js';

export const MISSION_PROGRESS_JOB = 'count-mission-progress';

/**
 * Brings missions' progress up to date from settled bets, deposits and logins every few seconds:
 * the lag from a settled bet to the mission bar is one period of this job at most (plus its run).
 */
export const missionProgressJob = (missions: MissionsService, everyMs = 5_000): JobDefinition => ({
  name: MISSION_PROGRESS_JOB,
  everyMs,
  run: () => missions.recountProgress(),
});
