import { z } from 'zod';
import { lotteryDraw, lotteryGroup, resultSource } from '../lottery/draws.js';
import { amount, pageOf, pageQuery } from '../wallet/amount.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const gameCode = z.string().trim().min(1).max(32);
const issue = z.string().trim().min(1).max(32);
/** The highest house edge an operator may set on a play type: 50 % (basis points). */
export const LOTTERY_MAX_EDGE_BP = 5000;

/** One play type's terms for this operator, with the odds the vendor offers from them. */
export const lotteryTerm = z.object({
  game: z.string(),
  group: lotteryGroup,
  playType: z.string(),
  enabled: z.boolean(),
  edgeBp: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  /** The most this operator may have to pay on one draw for this play type. */
  maxExposure: z.number(),
  /** Per option of a choice (B, S…); "*" one figure for numbers and combos. */
  odds: z.record(z.string(), z.number()),
});
export type LotteryTerm = z.infer<typeof lotteryTerm>;
export const lotteryTermsResponse = z.object({ terms: z.array(lotteryTerm) });

export const setLotteryTermsRequest = z
  .object({
    game: gameCode,
    playType: z.string().trim().min(1).max(32),
    enabled: z.boolean(),
    edgeBp: z.number().int().min(0).max(LOTTERY_MAX_EDGE_BP),
    minBet: amount,
    maxBet: amount,
    maxExposure: amount,
  })
  .refine((t) => t.maxBet >= t.minBet, { path: ['maxBet'], message: 'below the minimum' });
export type SetLotteryTermsRequest = z.input<typeof setLotteryTermsRequest>;

/** One tier of a game's result (e.g. G3: 6 numbers of 5 digits), in the order results are listed. */
export const lotteryResultTier = z.object({ tier: z.string(), count: z.number(), digits: z.number() });
export type LotteryResultTier = z.infer<typeof lotteryResultTier>;

export const lotterySchedule = z.object({
  game: z.string(),
  group: lotteryGroup,
  name: z.string(),
  enabled: z.boolean(),
  closeSeconds: z.number(),
  resultSource,
  layout: z.array(lotteryResultTier),
  next: z.array(z.object({ issue: z.string(), drawAt: z.number() })),
});
export type LotterySchedule = z.infer<typeof lotterySchedule>;
export const lotterySchedulesResponse = z.object({ schedules: z.array(lotterySchedule) });

export const setLotteryScheduleRequest = z.object({
  game: gameCode,
  enabled: z.boolean(),
  /** Betting closes this many seconds before the draw (up to a day). */
  closeSeconds: z.number().int().min(0).max(86_400),
  resultSource,
});
export type SetLotteryScheduleRequest = z.input<typeof setLotteryScheduleRequest>;

export const lotteryDrawsQuery = pageQuery.extend({ game: gameCode });
/** A draw with this operator's bets, stakes, payouts and profit on it. */
export const operatorLotteryDraw = lotteryDraw.extend({
  bets: z.number(),
  stake: z.number(),
  payout: z.number(),
  profit: z.number(),
});
export type OperatorLotteryDraw = z.infer<typeof operatorLotteryDraw>;
export const lotteryDrawsPage = pageOf(operatorLotteryDraw);

export const voidLotteryDrawRequest = z.object({ game: gameCode, issue, reason: operatorReason });
export const voidLotteryDrawResponse = z.object({ draw: lotteryDraw, refunded: z.number() });

/** A result as printed: every prize number, tier by tier, digits only. */
export const proposeLotteryResultRequest = z.object({
  game: gameCode,
  issue,
  result: z
    .array(z.string().regex(/^[0-9]{1,6}$/))
    .min(1)
    .max(30),
});
export type ProposeLotteryResultRequest = z.input<typeof proposeLotteryResultRequest>;

export const lotteryProposalStatus = z.enum(['PENDING', 'APPROVED', 'SUPERSEDED']);
/** A result entered by one operator, waiting for a different operator's approval. */
export const lotteryResultProposal = z.object({
  id: z.number(),
  game: z.string(),
  issue: z.string(),
  result: z.array(z.string()),
  status: lotteryProposalStatus,
  proposedBy: z.string(),
  proposedAt: z.number(),
  approvedBy: z.string().nullable(),
  approvedAt: z.number().nullable(),
});
export type LotteryResultProposal = z.infer<typeof lotteryResultProposal>;
export const lotteryProposalsResponse = z.object({ list: z.array(lotteryResultProposal) });
export const approveLotteryResultRequest = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const approveLotteryResultResponse = z.object({
  proposal: lotteryResultProposal,
  draw: lotteryDraw,
});

/**
 * The house lottery as an operator manages it (issue 16 item 5), through the vendor's signed API:
 * terms per play type and schedules (`configure`), draws with profit and loss (`read`), voiding a
 * draw and results entered by hand with a second operator's approval (`moveMoney`). Audited.
 */
export const operatorLotteryRoutes = {
  getLotteryTerms: op<{ response: Out<typeof lotteryTermsResponse> }>('GET', '/ops/lottery/terms'),
  setLotteryTerms: op<{ body: In<typeof setLotteryTermsRequest>; response: Out<typeof lotteryTerm> }>(
    'PUT',
    '/ops/lottery/terms',
  ),
  getLotterySchedules: op<{ response: Out<typeof lotterySchedulesResponse> }>(
    'GET',
    '/ops/lottery/schedules',
  ),
  setLotterySchedule: op<{
    body: In<typeof setLotteryScheduleRequest>;
    response: Out<typeof lotterySchedule>;
  }>('PUT', '/ops/lottery/schedules'),
  listLotteryDraws: op<{ query: In<typeof lotteryDrawsQuery>; response: Out<typeof lotteryDrawsPage> }>(
    'GET',
    '/ops/lottery/draws',
  ),
  voidLotteryDraw: op<{
    body: In<typeof voidLotteryDrawRequest>;
    response: Out<typeof voidLotteryDrawResponse>;
  }>('POST', '/ops/lottery/draws/void'),
  proposeLotteryResult: op<{
    body: In<typeof proposeLotteryResultRequest>;
    response: Out<typeof lotteryResultProposal>;
  }>('POST', '/ops/lottery/results'),
  approveLotteryResult: op<{
    body: In<typeof approveLotteryResultRequest>;
    response: Out<typeof approveLotteryResultResponse>;
  }>('POST', '/ops/lottery/results/approve'),
  listLotteryResults: op<{ response: Out<typeof lotteryProposalsResponse> }>('GET', '/ops/lottery/results'),
} as const;

export const operatorLotterySchemas = {
  getLotteryTerms: { response: lotteryTermsResponse },
  setLotteryTerms: { body: setLotteryTermsRequest, response: lotteryTerm },
  getLotterySchedules: { response: lotterySchedulesResponse },
  setLotterySchedule: { body: setLotteryScheduleRequest, response: lotterySchedule },
  listLotteryDraws: { query: lotteryDrawsQuery, response: lotteryDrawsPage },
  voidLotteryDraw: { body: voidLotteryDrawRequest, response: voidLotteryDrawResponse },
  proposeLotteryResult: { body: proposeLotteryResultRequest, response: lotteryResultProposal },
  approveLotteryResult: { body: approveLotteryResultRequest, response: approveLotteryResultResponse },
  listLotteryResults: { response: lotteryProposalsResponse },
} as const;
