import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { agentSettlementJob } from '../jobs/agent-settlement.job.js';
import { betSyncJob } from '../jobs/bet-sync.job.js';
import { cashbackJob } from '../jobs/cashback.job.js';
import { dailyStatsJob } from '../jobs/daily-stats.job.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { harmMarkersJob } from '../jobs/harm-markers.job.js';
import { lotteryDrawsJob } from '../jobs/lottery-draws.job.js';
import { sportsFeedJob } from '../jobs/sports-feed.job.js';
import { missionProgressJob } from '../jobs/mission-progress.job.js';
import { pointsEarningJob } from '../jobs/points-earning.job.js';
import { vipPromotionJob, vipSweepJob } from '../jobs/vip.job.js';
import { referralJob } from '../jobs/referral.job.js';
import { raffleDrawsJob } from '../jobs/raffle-draws.job.js';
import { teamStatsJob } from '../jobs/team-stats.job.js';
import { vendorTransferReconcileJob } from '../jobs/vendor-transfer-reconcile.job.js';
import { verificationPurgeJob } from '../jobs/verification-purge.job.js';
import { withdrawalAutoConfirmJob } from '../jobs/withdrawal-auto-confirm.job.js';
import type { Services } from './build-services.js';

/** Every background job, handed the services it runs (each job's definition is in src/jobs). */
export function scheduleJobs(scheduler: Scheduler, s: Services, deps: { config: Config; db: Db }): void {
  scheduler.add(betSyncJob({ db: deps.db, vendors: s.vendors }, deps.config.BET_SYNC_SECONDS));
  scheduler.add(vendorTransferReconcileJob(s.transfers));
  scheduler.add(withdrawalAutoConfirmJob(deps.db));
  scheduler.add(verificationPurgeJob(s.captchas, s.human));
  scheduler.add(dailyStatsJob({ db: deps.db, timeZone: deps.config.REPORT_TIME_ZONE }));
  scheduler.add(teamStatsJob({ db: deps.db, timeZone: deps.config.REPORT_TIME_ZONE }));
  scheduler.add(agentSettlementJob(s.agentSettlement));
  scheduler.add(missionProgressJob(s.missions));
  scheduler.add(pointsEarningJob(s.points));
  scheduler.add(vipPromotionJob(s.vip));
  scheduler.add(vipSweepJob({ vip: s.vip, benefits: s.vipBenefits }));
  scheduler.add(referralJob(s.referral));
  scheduler.add(cashbackJob(s.cashback));
  scheduler.add(raffleDrawsJob(s.raffleDraws));
  scheduler.add(harmMarkersJob(s.harmMarkers));
  if (s.lottery) scheduler.add(lotteryDrawsJob(s.lottery.draws));
  if (s.sportsbook) scheduler.add(sportsFeedJob(s.sportsbook.feed));
}
