import type { PointsService } from '../modules/points/points.service.js';
import type { JobDefinition } from './scheduler.js';

export const POINTS_EARNING_JOB = 'earn-points';

/**
 * Earns points from the bets settled and deposits completed since its last run, every few seconds:
 * a settled bet's points show on the next run (decision 0054).
 */
export const pointsEarningJob = (points: PointsService, everyMs = 5_000): JobDefinition => ({
  name: POINTS_EARNING_JOB,
  everyMs,
  run: () => points.earn(),
});
