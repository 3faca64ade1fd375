import { z } from 'zod';
import { LANGUAGES, MAX_SERIAL_ID } from '../constants.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { GAME_CATEGORIES } from '../games/categories.js';
import { imageDataUrl } from '../wallet/deposit.js';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  BONUS_CODE_PATTERN,
  CASHBACK_BASES,
  DEPOSIT_BONUS_DEPOSITS,
  normaliseBonusCode,
  PROMOTION_ARTS,
  PROMOTION_CLAIM_STATUSES,
  PROMOTION_CLOSED_REASONS,
  PROMOTION_KINDS,
  PROMOTION_REPEATS,
  PROMOTION_STATES,
  SIGN_UP_REQUIREMENTS,
  WHEEL_TICKET_BASES,
} from './promotion-rules.js';

export * from './promotion-rules.js';

export const promotionKind = z.enum(PROMOTION_KINDS);
export const promotionState = z.enum(PROMOTION_STATES);

export const promotionId = z.number().int().positive().max(MAX_SERIAL_ID);
export const promotionIdQuery = z.object({ id: z.coerce.number().int().positive().max(MAX_SERIAL_ID) });
export const promotionIdBody = z.object({ id: promotionId });

/** What a reward is, in wire amounts (the card's headline and the detail's rules table). */
export const promotionReward = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DEPOSIT_BONUS'),
    deposit: z.enum(DEPOSIT_BONUS_DEPOSITS),
    percent: z.number(),
    cap: z.number(),
    minDeposit: z.number(),
    turnoverMultiple: z.number(),
  }),
  z.object({ kind: z.literal('BONUS_CODE'), amount: z.number(), turnoverMultiple: z.number() }),
  z.object({
    kind: z.literal('CASHBACK'),
    basis: z.enum(CASHBACK_BASES),
    /** The category whose bets count; null = every category. */
    category: z.enum(GAME_CATEGORIES).nullable(),
    percent: z.number(),
    /** The most one player is paid per day / week. */
    cap: z.number(),
    /** The least net loss / valid bet of a day / week that is paid. */
    minimum: z.number(),
    turnoverMultiple: z.number(),
  }),
  z.object({
    kind: z.literal('APPLICATION'),
    /** The most the operator may approve one application with. */
    maxAmount: z.number(),
    turnoverMultiple: z.number(),
  }),
  z.object({
    kind: z.literal('SIGN_UP'),
    amount: z.number(),
    turnoverMultiple: z.number(),
    /** What the account must have before the reward can be requested. */
    requires: z.array(z.enum(SIGN_UP_REQUIREMENTS)),
  }),
  z.object({
    kind: z.literal('LUCKY_WHEEL'),
    /** What earns tickets, and how much of it earns one (at most `ticketsMax` a period). */
    basis: z.enum(WHEEL_TICKET_BASES),
    ticketStep: z.number(),
    ticketsMax: z.number(),
    turnoverMultiple: z.number(),
    /**
     * The wheel's segments in order: what each pays (0 = no prize), its weight, and its published
     * probability, weight / the weights' total (they sum to 1).
     */
    prizes: z.array(z.object({ amount: z.number(), weight: z.number(), probability: z.number() })),
  }),
  z.object({
    kind: z.literal('RED_ENVELOPE'),
    /** The day's rains (`HH:MM`, the site's report time zone) and how long each falls. */
    times: z.array(z.string()),
    minutes: z.number(),
    /** Each rain: its budget split into this many envelopes of at least `minAmount`. */
    envelopes: z.number(),
    rainBudget: z.number(),
    minAmount: z.number(),
    turnoverMultiple: z.number(),
  }),
  z.object({
    kind: z.literal('RAFFLE'),
    /** What earns entries since joining, how much of it earns one (at most `ticketsMax` a period). */
    basis: z.enum(WHEEL_TICKET_BASES),
    ticketStep: z.number(),
    ticketsMax: z.number(),
    turnoverMultiple: z.number(),
    /** The ranked prizes, 1st first: what each pays and to how many winners. */
    prizes: z.array(z.object({ amount: z.number(), winners: z.number() })),
  }),
]);
export type PromotionReward = z.infer<typeof promotionReward>;

/** A promotion as `/promotions` lists it, with this player's state (a visitor's: JOIN to log in). */
export const promotionCard = z.object({
  id: z.number(),
  kind: promotionKind,
  art: z.enum(PROMOTION_ARTS),
  title: z.string(),
  summary: z.string(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  repeat: z.enum(PROMOTION_REPEATS),
  state: promotionState,
  closedReason: z.enum(PROMOTION_CLOSED_REASONS).nullable(),
  reward: promotionReward,
  /** Its rewards hold withdrawals back until their turnover is met. */
  blocksWithdrawal: z.boolean(),
  /** The most one player may be paid by it in all (null: no limit). */
  playerBudget: z.number().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCard>;

export const promotionListQuery = z.object({ kind: promotionKind.optional() });
export const promotionListResponse = z.object({
  list: z.array(promotionCard),
  /** The kinds that have at least one promotion (the filter tabs), whatever `kind` asked. */
  kinds: z.array(promotionKind),
});
export type PromotionListResponse = z.infer<typeof promotionListResponse>;

/** One spin of a lucky wheel: the segment it stopped on (0-based) and what it paid (0 = none). */
export const wheelSpin = z.object({ segment: z.number(), amount: z.number(), at: z.number() });
export type WheelSpin = z.infer<typeof wheelSpin>;
export const wheelProgress = z.object({
  basis: z.number(),
  earned: z.number(),
  used: z.number(),
  left: z.number(),
  toNextTicket: z.number().nullable(),
  spins: z.array(wheelSpin),
});
export type WheelProgress = z.infer<typeof wheelProgress>;

export const rainProgress = z.object({
  startsAt: z.number(),
  endsAt: z.number(),
  live: z.boolean(),
  envelopes: z.number(),
  envelopesLeft: z.number(),
  grabbed: z.number().nullable(),
});
export type RainProgress = z.infer<typeof rainProgress>;

/** One winner of a draw: the rank of the prize, the name masked as the winner board shows it. */
export const raffleWinner = z.object({
  rank: z.number(),
  maskedName: z.string(),
  tickets: z.number(),
  amount: z.number(),
});
/** A finished draw: its period, when it was drawn, how many entered with how many entries. */
export const raffleDraw = z.object({
  period: z.string(),
  drawnAt: z.number(),
  entrants: z.number(),
  tickets: z.number(),
  winners: z.array(raffleWinner),
});
export type RaffleDraw = z.infer<typeof raffleDraw>;
export const raffleProgress = z.object({
  /** When this period's draw is made (its end plus the settling delay). */
  drawsAt: z.number(),
  /** This player's entries so far, once joined (null before): basis, entries, what earns the next. */
  entries: z
    .object({ basis: z.number(), tickets: z.number(), toNextTicket: z.number().nullable() })
    .nullable(),
  /** The latest draw made, if any (everyone sees it: the winner board). */
  lastDraw: raffleDraw.nullable(),
});
export type RaffleProgress = z.infer<typeof raffleProgress>;

/** One promotion with its rules and this player's progress. */
export const promotionDetail = promotionCard.extend({
  /** Plain text; paragraphs split by blank lines. */
  rules: z.string(),
  progress: z.object({
    /** Deposit bonus: the deposit that qualifies for this period, once made. */
    qualifyingDeposit: z.number().nullable(),
    /** What a claim would pay now (CLAIM), or what was paid / is under review. */
    reward: z.number().nullable(),
    /** When a ready reward stops waiting for its claim. */
    claimBy: z.number().nullable(),
    /** When the state is JOINED or later: the moment the player joined. */
    joinedAt: z.number().nullable(),
    /**
     * Cashback: this day's / week's net loss or valid bet so far, what it would pay at the period's
     * end, and when the scheduler pays it (null for other kinds, or when the player takes no part).
     */
    cashback: z
      .object({ basis: z.number(), reward: z.number(), paysAt: z.number() })
      .nullable()
      .default(null),
    /** Application: this period's application (APPLYING, CLAIMED, REJECTED), else null. */
    application: z
      .object({
        comment: z.string(),
        images: z.number(),
        appliedAt: z.number(),
        /** The operator's reason, once rejected. */
        reason: z.string().nullable(),
      })
      .nullable()
      .default(null),
    /**
     * Sign-up bonus, for a player who registered after its start: when they registered, the last
     * moment to request the reward, and each requirement with whether the account meets it.
     */
    signUp: z
      .object({
        registeredAt: z.number(),
        requestBy: z.number(),
        requirements: z.array(z.object({ requirement: z.enum(SIGN_UP_REQUIREMENTS), met: z.boolean() })),
      })
      .nullable()
      .default(null),
    /**
     * Lucky wheel, for a player taking part: this period's basis (deposited or bet since it began),
     * tickets earned, spun and left, what more earns the next ticket (null at the period's most),
     * and the latest spins (newest first).
     */
    wheel: wheelProgress.nullable().default(null),
    /**
     * Red-envelope rain: the rain falling now (`live`), else the next one; its envelopes left, and
     * what this player grabbed in it. Null once no rain is to come.
     */
    rain: rainProgress.nullable().default(null),
    /** Prize draw: the next draw, this player's entries and the latest draw's winners. */
    raffle: raffleProgress.nullable().default(null),
  }),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

export const bonusCode = z
  .string()
  .transform(normaliseBonusCode)
  .pipe(z.string().regex(BONUS_CODE_PATTERN, 'bonus code format'));
export const redeemBonusCodeRequest = z.object({ code: bonusCode });

/**
 * An application (spec §3, §5): a comment of 1–140 characters and at most 3 images as data URLs
 * (png or jpg, ≤ 5 MB; the server checks each one's bytes, never the declared type alone).
 */
export const applicationComment = z.string().trim().min(1).max(APPLICATION_COMMENT_MAX);
export const applyPromotionRequest = z.object({
  id: promotionId,
  comment: applicationComment,
  images: z.array(imageDataUrl).max(APPLICATION_IMAGES_MAX).default([]),
});
export type ApplyPromotionRequest = z.input<typeof applyPromotionRequest>;

/** A claim's result: the amount paid (or held for review) and the promotion's new state. */
export const promotionClaimResult = z.object({
  promotionId: z.number(),
  status: z.enum(PROMOTION_CLAIM_STATUSES),
  amount: z.number(),
  turnoverRequired: z.number(),
  state: promotionState,
});
export type PromotionClaimResult = z.infer<typeof promotionClaimResult>;

/**
 * A draw (spec §7's raffle call): a lucky-wheel spin (the segment the wheel stops on) or a grab of
 * a red envelope (segment null); what it paid and the turnover that asks for, the draws left (the
 * wheel's tickets this period; 0 after a grab, one per rain) and the promotion's new state.
 */
export const raffleResult = z.object({
  promotionId: z.number(),
  segment: z.number().nullable(),
  amount: z.number(),
  turnoverRequired: z.number(),
  ticketsLeft: z.number(),
  state: promotionState,
});
export type RaffleResult = z.infer<typeof raffleResult>;

/** Reward centre: every reward the player claimed, newest first. */
export const promotionRewardEntry = z.object({
  id: z.number(),
  promotionId: z.number(),
  title: z.string(),
  kind: promotionKind,
  amount: z.number(),
  status: z.enum(PROMOTION_CLAIM_STATUSES),
  claimedAt: z.number(),
  /** The operator's reason of a rejection. */
  reason: z.string().nullable(),
});
export type PromotionRewardEntry = z.infer<typeof promotionRewardEntry>;
export const promotionRewardsQuery = pageQuery;
export const promotionRewardsResponse = pageOf(promotionRewardEntry);

/** A promotion's latest winners (spec §1 winners lists): who was paid, names masked, newest first. */
export const promotionWinner = z.object({
  /** The username with its middle hidden (`ag***24`), as the winner board shows names. */
  maskedName: z.string(),
  amount: z.number(),
  /** When the reward was paid (epoch ms). */
  at: z.number(),
});
export type PromotionWinner = z.infer<typeof promotionWinner>;
export const promotionWinnersResponse = z.object({ list: z.array(promotionWinner) });

export const promotionLanguage = z.enum(LANGUAGES);
