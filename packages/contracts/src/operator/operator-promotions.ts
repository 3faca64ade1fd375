import { z } from 'zod';
import { LANGUAGES, MAX_EPOCH_MS, MAX_SERIAL_ID } from '../constants.js';
import { amount, pageOf, pageQuery } from '../wallet/amount.js';
import {
  BONUS_CODE_BATCH_MAX,
  PROMOTION_ARTS,
  PROMOTION_CLAIM_DAYS_MAX,
  PROMOTION_CLAIM_STATUSES,
  PROMOTION_KINDS,
  PROMOTION_REASON_MAX,
  PROMOTION_REPEATS,
  PROMOTION_RULES_MAX,
  PROMOTION_SIGNALS,
  PROMOTION_STATUSES,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
} from '../promotions/promotion-rules.js';
import { promotionId, promotionIdQuery } from '../promotions/promotions.js';
import { promotionRules } from './operator-promotion-rules.js';
import { reportRangeQuery } from './operator-reports.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);

export const promotionText = z.object({
  language: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(PROMOTION_TITLE_MAX),
  summary: z.string().trim().min(1).max(PROMOTION_SUMMARY_MAX),
  /** Plain text (never HTML); paragraphs split by blank lines. */
  rules: z.string().trim().min(1).max(PROMOTION_RULES_MAX),
});
export type PromotionText = z.infer<typeof promotionText>;

/** Who may take part (all optional: an empty object lets every real player in). */
export const promotionEligibility = z.object({
  /** Registered at or after the promotion's start. */
  newPlayersOnly: z.boolean().default(false),
  /** VIP levels allowed (empty = all). */
  vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
  /** Successful deposits the player must already have made (0 = none). */
  minDeposits: z.number().int().min(0).max(1000).default(0),
  /** Player labels (member info's memberLabel): the player has one of them (empty = any). */
  labels: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  /** Agent lines: the player is in the team (any depth) of one of these accounts (empty = any). */
  agents: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(50).default([]),
  /** Countries (ISO 3166-1 alpha-2) the player signed up from (empty = any; unknown = none of them). */
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'country code'),
    )
    .max(250)
    .default([]),
});
export type PromotionEligibility = z.infer<typeof promotionEligibility>;

export const savePromotionRequest = z
  .object({
    id: promotionId.optional(),
    art: z.enum(PROMOTION_ARTS),
    startsAt: epochMs,
    endsAt: epochMs.nullable().default(null),
    repeat: z.enum(PROMOTION_REPEATS).default('ONCE'),
    /** Days a ready reward waits for its claim (deposit bonus); a sign-up bonus: days after registering. */
    claimDays: z.number().int().min(1).max(PROMOTION_CLAIM_DAYS_MAX).default(7),
    /** The most this promotion may pay in all; null = no limit. Never overspent. */
    budget: amount.nullable().default(null),
    /** The most one player may be paid by it over all its periods; null = no limit. */
    playerBudget: amount.nullable().default(null),
    /** Its rewards hold withdrawals back until their turnover is met (else the turnover is a warning). */
    blocksWithdrawal: z.boolean().default(false),
    sort: z.number().int().min(0).max(9999).default(0),
    rules: promotionRules,
    eligibility: promotionEligibility.default({
      newPlayersOnly: false,
      vipLevels: [],
      minDeposits: 0,
      labels: [],
      agents: [],
      countries: [],
    }),
    texts: z.array(promotionText).min(1).max(LANGUAGES.length),
  })
  .superRefine((p, ctx) => {
    const languages = p.texts.map((t) => t.language);
    if (new Set(languages).size !== languages.length)
      ctx.addIssue({ code: 'custom', path: ['texts'], message: 'one text per language' });
    if (!languages.includes('EN'))
      ctx.addIssue({ code: 'custom', path: ['texts'], message: 'English is required' });
    if (p.endsAt !== null && p.endsAt <= p.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after the start' });
    if (p.rules.kind === 'DEPOSIT_BONUS' && p.rules.deposit !== 'ANY' && p.repeat !== 'ONCE')
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'a first deposit happens once' });
    if ((p.rules.kind === 'CASHBACK' || p.rules.kind === 'RAFFLE') && p.repeat === 'ONCE')
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'cashback is paid per day or week' });
    if (p.rules.kind === 'BONUS_CODE' && p.repeat !== 'ONCE')
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'a code pays once per player' });
    if (p.rules.kind === 'RED_ENVELOPE' && p.repeat !== 'DAILY')
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'it rains every day' });
    if (p.rules.kind === 'SIGN_UP' && p.repeat !== 'ONCE')
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'a player signs up once' });
  });
export type SavePromotionRequest = z.input<typeof savePromotionRequest>;

export const operatorPromotion = z.object({
  id: z.number(),
  kind: z.enum(PROMOTION_KINDS),
  art: z.enum(PROMOTION_ARTS),
  status: z.enum(PROMOTION_STATUSES),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  repeat: z.enum(PROMOTION_REPEATS),
  claimDays: z.number(),
  budget: z.number().nullable(),
  budgetUsed: z.number(),
  playerBudget: z.number().nullable(),
  blocksWithdrawal: z.boolean(),
  sort: z.number(),
  rules: promotionRules,
  eligibility: promotionEligibility,
  texts: z.array(promotionText),
  /** Claims paid, and those waiting for review (flagged claims and applications). */
  paidClaims: z.number(),
  flaggedClaims: z.number(),
  joined: z.number(),
  updatedAt: z.number(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotion>;
export const operatorPromotionList = z.object({ list: z.array(operatorPromotion) });

export const setPromotionStatusRequest = z.object({ id: promotionId, status: z.enum(PROMOTION_STATUSES) });

export const promotionClaimsQuery = pageQuery.and(
  z.object({
    promotionId: z.coerce.number().int().positive().max(MAX_SERIAL_ID).optional(),
    status: z.enum(PROMOTION_CLAIM_STATUSES).optional(),
  }),
);
/** A claim as the back office lists it; a flagged one names the accounts it shares signals with. */
export const operatorPromotionClaim = z.object({
  id: z.number(),
  promotionId: z.number(),
  title: z.string(),
  username: z.string(),
  amount: z.number(),
  status: z.enum(PROMOTION_CLAIM_STATUSES),
  /** Why it was flagged: each shared signal and the other accounts that have it. */
  signals: z.array(z.object({ signal: z.enum(PROMOTION_SIGNALS), usernames: z.array(z.string()) })),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.number(),
  /** An application's comment and its images (read one by one: `promotionClaimImage`). */
  comment: z.string().nullable(),
  imageIds: z.array(z.number()),
  /** An application's cap: the most it may be approved with (null for other claims). */
  maxAmount: z.number().nullable(),
});
export type OperatorPromotionClaim = z.infer<typeof operatorPromotionClaim>;
export const promotionClaimsPage = pageOf(operatorPromotionClaim);

export const decidePromotionClaimRequest = z
  .object({
    id: z.number().int().positive().max(MAX_SERIAL_ID),
    approve: z.boolean(),
    reason: z.string().trim().max(PROMOTION_REASON_MAX).optional(),
    /** Approving an application: the amount it pays (> 0, at most the promotion's maximum). */
    amount: amount.optional(),
  })
  .refine((d) => d.approve || (d.reason?.length ?? 0) > 0, {
    path: ['reason'],
    message: 'a rejection says why',
  });

export const promotionClaimImageQuery = z.object({
  id: z.coerce.number().int().positive().max(MAX_SERIAL_ID),
});
export const promotionClaimImage = z.object({ id: z.number(), dataUrl: z.string() });

export const generateBonusCodesRequest = z.object({
  promotionId,
  count: z.number().int().min(1).max(BONUS_CODE_BATCH_MAX),
  /** Players each code may serve (each player once). */
  usesPerCode: z.number().int().min(1).max(100_000).default(1),
});
export const bonusCodeEntry = z.object({ code: z.string(), maxUses: z.number(), used: z.number() });
export const bonusCodesResponse = z.object({ list: z.array(bonusCodeEntry) });

/**
 * What each promotion cost over a range of report days (issue 17's cost per promotion): the
 * rewards paid in it (claims, players, amount, the turnover they ask for) and, for what they
 * brought back, the GGR (stakes − payouts) of those players' bets settled in the same days.
 */
export const promotionCostRow = z.object({
  promotionId: z.number(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  claims: z.number(),
  players: z.number(),
  amount: z.number(),
  turnoverRequired: z.number(),
  /** The rewarded players' GGR in the range (all their bets, not only after the reward). */
  playersGgr: z.number(),
});
export type PromotionCostRow = z.infer<typeof promotionCostRow>;
export const promotionCostReport = z.object({
  rows: z.array(promotionCostRow),
  /** Players counts each player once, whatever the promotions they were paid by. */
  totals: z.object({ claims: z.number(), players: z.number(), amount: z.number() }),
});

/**
 * Promotions (issue 17): every role reads; creating, editing, pausing and code batches need
 * `configure`; deciding flagged claims moves money (`moveMoney`). All audited.
 */
export const operatorPromotionRoutes = {
  listPromotions: op<{ response: Out<typeof operatorPromotionList> }>('GET', '/ops/promotions'),
  /** Creates (no id) or replaces a promotion; its kind cannot change once saved. */
  savePromotion: op<{ body: In<typeof savePromotionRequest>; response: Out<typeof operatorPromotion> }>(
    'POST',
    '/ops/promotions',
  ),
  setPromotionStatus: op<{
    body: In<typeof setPromotionStatusRequest>;
    response: Out<typeof operatorPromotion>;
  }>('POST', '/ops/promotions/status'),
  listPromotionClaims: op<{
    query: In<typeof promotionClaimsQuery>;
    response: Out<typeof promotionClaimsPage>;
  }>('GET', '/ops/promotions/claims'),
  decidePromotionClaim: op<{
    body: In<typeof decidePromotionClaimRequest>;
    response: Out<typeof operatorPromotionClaim>;
  }>('POST', '/ops/promotions/claims/decide'),
  /** One image of an application, as a data URL. */
  promotionClaimImage: op<{
    query: In<typeof promotionClaimImageQuery>;
    response: Out<typeof promotionClaimImage>;
  }>('GET', '/ops/promotions/claims/image'),
  generateBonusCodes: op<{
    body: In<typeof generateBonusCodesRequest>;
    response: Out<typeof bonusCodesResponse>;
  }>('POST', '/ops/promotions/codes'),
  listBonusCodes: op<{ query: In<typeof promotionIdQuery>; response: Out<typeof bonusCodesResponse> }>(
    'GET',
    '/ops/promotions/codes',
  ),
  /** Cost per promotion over report days (`reports` permission, as the money reports). */
  promotionCostReport: op<{
    query: In<typeof reportRangeQuery>;
    response: Out<typeof promotionCostReport>;
  }>('GET', '/ops/promotions/report'),
} as const;

export const operatorPromotionSchemas = {
  listPromotions: { response: operatorPromotionList },
  savePromotion: { body: savePromotionRequest, response: operatorPromotion },
  setPromotionStatus: { body: setPromotionStatusRequest, response: operatorPromotion },
  listPromotionClaims: { query: promotionClaimsQuery, response: promotionClaimsPage },
  decidePromotionClaim: { body: decidePromotionClaimRequest, response: operatorPromotionClaim },
  promotionClaimImage: { query: promotionClaimImageQuery, response: promotionClaimImage },
  generateBonusCodes: { body: generateBonusCodesRequest, response: bonusCodesResponse },
  listBonusCodes: { query: promotionIdQuery, response: bonusCodesResponse },
  promotionCostReport: { query: reportRangeQuery, response: promotionCostReport },
} as const;
