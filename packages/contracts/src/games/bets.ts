import { z } from 'zod';
import { dateRange, pageQuery } from '../wallet/amount.js';
import { gameCategory } from './catalogue.js';

/** A settled or running bet, pulled from its vendor into the platform's `bets` table. */
export const betRecord = z.object({
  id: z.string(),
  vendor: z.string(),
  game: z.string(),
  category: gameCategory,
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout − stake */
  winLoss: z.number(),
  status: z.enum(['SETTLED', 'RUNNING', 'CANCELLED']),
  placedAt: z.number(),
  settledAt: z.number().nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

const totals = z.object({
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  count: z.number(),
});
export type BetTotals = z.infer<typeof totals>;

export const bettingRecordQuery = pageQuery
  .and(dateRange)
  .and(z.object({ category: gameCategory.optional(), vendor: z.string().trim().max(32).optional() }));
export type BettingRecordQuery = z.input<typeof bettingRecordQuery>;
export const bettingRecordResponse = z.object({
  list: z.array(betRecord),
  totalCount: z.number(),
  totalPages: z.number(),
  pageNo: z.number(),
  totals,
});
export type BettingRecordResponse = z.infer<typeof bettingRecordResponse>;

/** Personal profit and loss: per day and per category, in the member's range. */
export const personalProfitQuery = dateRange;
export const personalProfitResponse = z.object({
  byDay: z.array(totals.extend({ day: z.string() })),
  byCategory: z.array(totals.extend({ category: gameCategory })),
  totals,
});
export type PersonalProfitResponse = z.infer<typeof personalProfitResponse>;
