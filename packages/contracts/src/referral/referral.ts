import { z } from 'zod';

/**
 * Referral / invite friends (issue 18 item 4, decision 0056). A friend is a player who registered
 * with the referrer's code (`?ref=` on the site's link, spec §3 `referralCode`). The referrer is
 * rewarded by tier once the friend's own deposits and valid bets (since registering) reach the
 * tier's figures: once per friend per tier, paid by the scheduler. Friends are shown masked.
 */
export const REFERRAL_TIERS_MAX = 5;
/** Registered, has deposited, or has settled a valid bet in the last ACTIVE_DAYS. */
export const REFERRAL_FRIEND_STATUSES = ['REGISTERED', 'DEPOSITED', 'ACTIVE'] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];
export const REFERRAL_ACTIVE_DAYS = 30;
/**
 * A reward is paid, or refused because friend and referrer look like one person (the reason lists
 * the shared signals) or the referrer was under a time-out or self-exclusion (the reason says so).
 */
export const REFERRAL_REWARD_STATUSES = ['PAID', 'REFUSED'] as const;
/** The reason of a reward refused because the referrer was excluded from play (issue 20). */
export const REFERRAL_REFUSED_EXCLUDED = 'EXCLUDED';
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];
/** Friends listed on the referral page (newest first). */
export const REFERRAL_FRIENDS_SHOWN = 50;

export const referralTier = z.object({
  tier: z.number(),
  depositRequired: z.number(),
  betRequired: z.number(),
  reward: z.number(),
  turnoverMultiple: z.number(),
});
export type ReferralTier = z.infer<typeof referralTier>;

export const referralFriend = z.object({
  /** Masked (`ab***9`): the referrer never sees a friend's data. */
  name: z.string(),
  registeredAt: z.number(),
  status: z.enum(REFERRAL_FRIEND_STATUSES),
  /** Tiers this friend has earned the referrer, and what they paid. */
  tiersReached: z.array(z.number()),
  rewarded: z.number(),
});
export type ReferralFriend = z.infer<typeof referralFriend>;

/** `GET /wps/referral/summary`: the player's code, their friends (masked) and rewards, the tiers. */
export const referralSummaryResponse = z.object({
  code: z.string(),
  friends: z.object({
    total: z.number(),
    registered: z.number(),
    deposited: z.number(),
    active: z.number(),
  }),
  rewarded: z.number(),
  tiers: z.array(referralTier),
  list: z.array(referralFriend),
});
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponse>;
