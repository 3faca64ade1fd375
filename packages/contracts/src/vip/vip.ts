import { z } from 'zod';
import { VIP_CHANGE_REASONS } from './vip-rules.js';

export * from './vip-rules.js';

/** One level and its benefits, as players and the back office see it (money in decimal units). */
export const vipLevel = z.object({
  level: z.number(),
  name: z.string(),
  /** Deposits and valid bets over the rolling period that reach and keep this level. */
  depositRequired: z.number(),
  betRequired: z.number(),
  /** Paid once, the first time the player reaches the level. */
  upgradeBonus: z.number(),
  /** Paid on the 1st of each month to players at the level. */
  monthlyBonus: z.number(),
  /** Paid on the player's birthday (from their profile). */
  birthdayBonus: z.number(),
  /** Percent of yesterday's valid bets paid back each day (0.5 = 0.5 %). */
  rebatePercent: z.number(),
  /** Most the player may withdraw in a day; null = the site's usual limits only. */
  dailyWithdrawalLimit: z.number().nullable(),
  /** VIP customer service instead of live chat (spec: rank level above 4). */
  vipService: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevel>;

/** `GET /wps/vip/levels`: the merchant's levels, public (the /vip page's table). */
export const vipLevelsResponse = z.object({
  periodDays: z.number(),
  graceDays: z.number(),
  levels: z.array(vipLevel),
});
export type VipLevelsResponse = z.infer<typeof vipLevelsResponse>;

export const vipChange = z.object({
  at: z.number(),
  from: z.number(),
  to: z.number(),
  reason: z.enum(VIP_CHANGE_REASONS),
  /** The upgrade bonus paid with a promotion (0 when none or already paid for that level). */
  bonus: z.number(),
});
export type VipChange = z.infer<typeof vipChange>;

/**
 * `GET /wps/vip/progress`: the player's level, their figures over the rolling period, what the next
 * level needs, whether they are below their level's thresholds (and when the grace ends), and the
 * latest changes.
 */
export const vipProgressResponse = z.object({
  level: z.number(),
  name: z.string(),
  since: z.number().nullable(),
  periodDays: z.number(),
  deposits: z.number(),
  validBets: z.number(),
  next: z
    .object({ level: z.number(), name: z.string(), depositRequired: z.number(), betRequired: z.number() })
    .nullable(),
  /** Set when the figures are below the level's thresholds: relegated at `relegationAt` unless they recover. */
  below: z.object({ since: z.number(), relegationAt: z.number() }).nullable(),
  history: z.array(vipChange),
});
export type VipProgressResponse = z.infer<typeof vipProgressResponse>;
