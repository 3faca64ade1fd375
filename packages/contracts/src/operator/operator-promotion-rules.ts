import { z } from 'zod';
import { GAME_CATEGORIES } from '../games/categories.js';
import {
  CASHBACK_BASES,
  CASHBACK_PERCENT_MAX,
  DEPOSIT_BONUS_DEPOSITS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_TURNOVER_MAX,
  RAFFLE_PRIZE_RANKS_MAX,
  RAFFLE_WINNERS_MAX,
  RAIN_MINUTES_MAX,
  RAIN_TIME_PATTERN,
  RAIN_TIMES_MAX,
  SIGN_UP_REQUIREMENTS,
  WHEEL_TICKET_BASES,
  WHEEL_TICKETS_MAX,
} from '../promotions/promotion-rules.js';
import {
  ENVELOPES_MAX,
  validateEnvelopeRain,
  validatePrizeTable,
  WHEEL_WEIGHT_TOTAL_MAX,
} from '../promotions/prize-table.js';
import { amount, toMinor } from '../wallet/amount.js';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../wallet/amount-rules.js';

const turnoverMultiple = z.number().int().min(0).max(PROMOTION_TURNOVER_MAX);

/** Each kind's parameters, in wire amounts (the server keeps minor units). */
export const promotionRules = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DEPOSIT_BONUS'),
    deposit: z.enum(DEPOSIT_BONUS_DEPOSITS),
    percent: z
      .number()
      .positive()
      .max(PROMOTION_PERCENT_MAX)
      .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
    cap: amount,
    minDeposit: amount,
    turnoverMultiple,
  }),
  z.object({ kind: z.literal('BONUS_CODE'), amount, turnoverMultiple }),
  z.object({
    kind: z.literal('CASHBACK'),
    basis: z.enum(CASHBACK_BASES),
    category: z.enum(GAME_CATEGORIES).nullable().default(null),
    percent: z
      .number()
      .positive()
      .max(CASHBACK_PERCENT_MAX)
      .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
    /** The most one player is paid per day / week. */
    cap: amount,
    /** The least net loss / valid bet of a day / week that is paid; 0 = any. */
    minimum: z
      .number()
      .finite()
      .min(0)
      .max(MAX_AMOUNT)
      .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
    turnoverMultiple,
  }),
  z.object({
    kind: z.literal('APPLICATION'),
    /** The most one approved application pays (the operator chooses the amount, up to this). */
    maxAmount: amount,
    turnoverMultiple,
  }),
  z.object({
    kind: z.literal('SIGN_UP'),
    amount,
    turnoverMultiple,
    /** What the new account must have before the reward can be requested (none = at once). */
    requires: z
      .array(z.enum(SIGN_UP_REQUIREMENTS))
      .max(SIGN_UP_REQUIREMENTS.length)
      .refine((r) => new Set(r).size === r.length, { message: 'each requirement once' })
      .default([]),
  }),
  z
    .object({
      kind: z.literal('LUCKY_WHEEL'),
      basis: z.enum(WHEEL_TICKET_BASES),
      /** Deposited or bet per ticket. */
      ticketStep: amount,
      /** The most tickets one player earns in a period. */
      ticketsMax: z.number().int().min(1).max(WHEEL_TICKETS_MAX),
      turnoverMultiple,
      /** The segments in order: what each pays (0 = no prize) and its weight (probability = weight / total). */
      prizes: z.array(
        z.object({
          amount: z
            .number()
            .finite()
            .min(0)
            .max(MAX_AMOUNT)
            .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
          weight: z.number().int().min(1).max(WHEEL_WEIGHT_TOTAL_MAX),
        }),
      ),
    })
    .superRefine((r, ctx) => {
      // The same check the server's draw makes: a table it would refuse is never saved.
      const table = r.prizes.map((p) => ({ amountMinor: toMinor(p.amount), weight: p.weight }));
      for (const problem of validatePrizeTable(table))
        ctx.addIssue({
          code: 'custom',
          path: problem.segment === undefined ? ['prizes'] : ['prizes', problem.segment],
          message: problem.code,
        });
    }),
  z
    .object({
      kind: z.literal('RED_ENVELOPE'),
      /** Each day's rains, `HH:MM` in the report time zone, each once. */
      times: z
        .array(z.string().regex(RAIN_TIME_PATTERN, 'HH:MM'))
        .min(1)
        .max(RAIN_TIMES_MAX)
        .refine((t) => new Set(t).size === t.length, { message: 'each time once' }),
      /** How long each rain falls. */
      minutes: z.number().int().min(1).max(RAIN_MINUTES_MAX),
      /** Each rain's budget split into `envelopes` random envelopes of at least `minAmount`. */
      envelopes: z.number().int().min(1).max(ENVELOPES_MAX),
      rainBudget: amount,
      minAmount: amount,
      turnoverMultiple,
    })
    .superRefine((r, ctx) => {
      const problems = validateEnvelopeRain({
        budgetMinor: toMinor(r.rainBudget),
        envelopes: r.envelopes,
        minMinor: toMinor(r.minAmount),
      });
      for (const problem of problems)
        ctx.addIssue({ code: 'custom', path: ['rainBudget'], message: problem });
      // Rains must not overlap: each ends before the next starts (the last before tomorrow's first).
      const starts = r.times
        .map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
        .sort((a, b) => a - b);
      const gaps = starts.map((s, i) =>
        i === 0 ? s + 24 * 60 - starts[starts.length - 1]! : s - starts[i - 1]!,
      );
      if (starts.length > 1 && gaps.some((gap) => gap < r.minutes))
        ctx.addIssue({ code: 'custom', path: ['times'], message: 'rains overlap' });
    }),
  z.object({
    kind: z.literal('RAFFLE'),
    basis: z.enum(WHEEL_TICKET_BASES),
    /** Deposited or bet per entry, since joining, in the day / week. */
    ticketStep: amount,
    /** The most entries one player earns in a period. */
    ticketsMax: z.number().int().min(1).max(WHEEL_TICKETS_MAX),
    turnoverMultiple,
    /** The ranked prizes: the 1st rank is drawn first; each pays `amount` to `winners` players. */
    prizes: z
      .array(z.object({ amount, winners: z.number().int().min(1).max(RAFFLE_WINNERS_MAX) }))
      .min(1)
      .max(RAFFLE_PRIZE_RANKS_MAX)
      .refine((p) => p.reduce((sum, rank) => sum + rank.winners, 0) <= RAFFLE_WINNERS_MAX, {
        message: 'too many winners',
      }),
  }),
]);
export type PromotionRules = z.infer<typeof promotionRules>;
