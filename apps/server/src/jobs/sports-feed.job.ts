import type { SportsFeed } from '../modules/house-sports/sports-feed.service.js';
import type { JobDefinition } from './scheduler.js';

export const SPORTS_FEED_JOB = 'run-sports-feed';

/**
 * Every 5 seconds: keep the virtual leagues' next fixtures written (seeds committed) and settle the
 * virtual matches whose full time has passed (decision 0058). Bets close by time at every bet, so a
 * late run only delays a settlement.
 */
export const sportsFeedJob = (feed: SportsFeed): JobDefinition => ({
  name: SPORTS_FEED_JOB,
  everyMs: 5_000,
  run: () => feed.run(),
});
