import type { VipBenefitsService } from '../modules/vip/vip-benefits.service.js';
import type { VipService } from '../modules/vip/vip.service.js';
import type { JobDefinition } from './scheduler.js';

export const VIP_PROMOTION_JOB = 'promote-vip';
export const VIP_SWEEP_JOB = 'sweep-vip';

/** Promotes players whose new bets or deposits reach a level, every few seconds (decision 0055). */
export const vipPromotionJob = (vip: VipService, everyMs = 5_000): JobDefinition => ({
  name: VIP_PROMOTION_JOB,
  everyMs,
  run: () => vip.promoteFromFeed(),
});

/**
 * Every hour: relegates players below their level past the grace days (and catches any promotion
 * the feed missed), then pays the calendar's benefits (rebate, monthly and birthday bonuses).
 */
export const vipSweepJob = (
  d: { vip: VipService; benefits: VipBenefitsService },
  everyMs = 3_600_000,
): JobDefinition => ({
  name: VIP_SWEEP_JOB,
  everyMs,
  run: async () => {
    const changes = await d.vip.sweep();
    const paid = await d.benefits.pay();
    return changes + paid;
  },
});
