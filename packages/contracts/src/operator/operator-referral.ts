import { z } from 'zod';
import { REFERRAL_REWARD_STATUSES, REFERRAL_TIERS_MAX, referralTier } from '../referral/referral.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const money = z.number().min(0).max(100_000_000).multipleOf(0.01);

/** Tiers 1, 2, 3 … in order, each harder than the one before (never less on either figure). */
export const saveReferralTiersRequest = z
  .object({
    tiers: z
      .array(
        z.object({
          tier: z.number().int().min(1).max(REFERRAL_TIERS_MAX),
          depositRequired: money,
          betRequired: money,
          reward: money.positive(),
          turnoverMultiple: z.number().int().min(0).max(100),
        }),
      )
      .max(REFERRAL_TIERS_MAX),
  })
  .superRefine((t, ctx) =>
    t.tiers.forEach((tier, i) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['tiers', i, field], message });
      if (tier.tier !== i + 1) at('tier', 'tiers 1, 2, 3 … in order');
      if (i === 0 && tier.depositRequired === 0 && tier.betRequired === 0)
        at('depositRequired', 'a tier needs a deposit or a bet figure');
      const before = t.tiers[i - 1];
      if (before && tier.depositRequired < before.depositRequired)
        at('depositRequired', 'not below the tier before');
      if (before && tier.betRequired < before.betRequired) at('betRequired', 'not below the tier before');
    }),
  );
export type SaveReferralTiersRequest = z.input<typeof saveReferralTiersRequest>;
export const referralTiersResponse = z.object({ tiers: z.array(referralTier) });

export const referralRewardsQuery = pageQuery.and(
  z.object({ status: z.enum(REFERRAL_REWARD_STATUSES).optional(), username: z.string().max(40).optional() }),
);
/** One reward: who referred whom, the tier, paid or refused (and why). */
export const operatorReferralReward = z.object({
  id: z.number(),
  referrer: z.string(),
  friend: z.string(),
  tier: z.number(),
  amount: z.number(),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  /** A refusal's signals the two accounts share (BANK_ACCOUNT, ID_NUMBER, DEVICE, IP). */
  reason: z.string().nullable(),
  createdAt: z.number(),
});
export type OperatorReferralReward = z.infer<typeof operatorReferralReward>;
export const referralRewardsResponse = pageOf(operatorReferralReward);

export const operatorReferralSchemas = {
  getReferralTiers: { response: referralTiersResponse },
  saveReferralTiers: { body: saveReferralTiersRequest, response: referralTiersResponse },
  listReferralRewards: { query: referralRewardsQuery, response: referralRewardsResponse },
} as const;

/** Referral (issue 18): every role reads; the tiers need `configure`. */
export const operatorReferralRoutes = {
  getReferralTiers: op<{ response: Out<typeof referralTiersResponse> }>('GET', '/ops/referral/tiers'),
  saveReferralTiers: op<{
    body: In<typeof saveReferralTiersRequest>;
    response: Out<typeof referralTiersResponse>;
  }>('PUT', '/ops/referral/tiers'),
  listReferralRewards: op<{
    query: In<typeof referralRewardsQuery>;
    response: Out<typeof referralRewardsResponse>;
  }>('GET', '/ops/referral/rewards'),
} as const;
