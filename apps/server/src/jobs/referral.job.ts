import type { ReferralService } from '../modules/referral/referral.service.js';
import type { JobDefinition } from './scheduler.js';

export const REFERRAL_JOB = 'pay-referrals';

/** Pays referrers the tiers their friends' new bets and deposits reach, every 10 s (decision 0056). */
export const referralJob = (referral: ReferralService, everyMs = 10_000): JobDefinition => ({
  name: REFERRAL_JOB,
  everyMs,
  run: () => referral.payFromFeed(),
});
