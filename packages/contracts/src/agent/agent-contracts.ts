import { z } from 'zod';
import { username } from '../identity/fields.js';
import { dateRange, pageOf, pageQuery } from '../wallet/amount.js';

/**
 * Agent contracts and their settlement (issue 15, lane B; spec §3, §4, §7, §9). An upline OFFERS a
 * contract to a DIRECT downline agent; the downline ACCEPTS or REJECTS; the upline TERMINATES it
 * (effective from the next period). One active contract per (downline, kind); a new offer replaces
 * a pending one. Rates are percentages with at most 2 decimals (1.25 = 1.25 %), stored as basis
 * points; a downline's rate never exceeds its upline's own (`contract.rate.above.upline`). Amounts
 * are wire amounts (2 decimals), times epoch ms. Errors: `contract.*`.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const contractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKind>;

/**
 * PENDING offered and waiting; ACTIVE accepted; REJECTED by the downline; REPLACED by a newer offer
 * (pending) or contract (active); TERMINATED by the upline (pays through the current period);
 * ENDED because the upline accepted a lower rate (the lower-rate rule, spec §4).
 */
export const CONTRACT_STATES = ['PENDING', 'ACTIVE', 'REJECTED', 'REPLACED', 'TERMINATED', 'ENDED'] as const;
export const contractState = z.enum(CONTRACT_STATES);
export type ContractState = z.infer<typeof contractState>;

/** Dividend period: D daily, W weekly, H semimonthly (1st–15th, 16th–end), M monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const dividendPeriod = z.enum(DIVIDEND_PERIODS);
export type DividendPeriod = z.infer<typeof dividendPeriod>;

const hasAtMostTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
/** A rate in percent, 0–100, at most 2 decimals. */
export const contractRate = z
  .number()
  .finite()
  .min(0)
  .max(100)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });
/** A threshold amount of a tier (≥ 0, 2 decimals). */
const threshold = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });
/** Profit/loss threshold of a dividend tier: the team's loss is positive (what the house won). */
const signedThreshold = z
  .number()
  .finite()
  .min(-1_000_000_000)
  .max(1_000_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });
const activeMembers = z.number().int().min(0).max(1_000_000);

/** A dividend tier: reached when the period's valid bet, P&L and active members all reach it. */
export const dividendTier = z.object({
  periodValidBet: threshold,
  periodProfitLoss: signedThreshold,
  activeMembers,
  rate: contractRate,
});
export type DividendTier = z.infer<typeof dividendTier>;
/** A daily-wage / hourly-salary tier: team valid bet of the day/hour and active members → rate. */
export const salaryTier = z.object({ teamBetting: threshold, activeMembers, rate: contractRate });
export type SalaryTier = z.infer<typeof salaryTier>;

const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(20);

export const dividendTerms = z.object({
  kind: z.literal('DIVIDEND'),
  period: dividendPeriod,
  tiers: tiers(dividendTier),
});
export const dailyWageTerms = z.object({ kind: z.literal('DAILY_WAGE'), tiers: tiers(salaryTier) });
export const hourlySalaryTerms = z.object({ kind: z.literal('HOURLY_SALARY'), tiers: tiers(salaryTier) });
/** Real-time salary: settled every 5 minutes on bets ≥ minSingleBet (profitRate on won bets' stake, lossRate on lost). */
export const realTimeSalaryTerms = z.object({
  kind: z.literal('REALTIME_SALARY'),
  profitRate: contractRate,
  lossRate: contractRate,
  minSingleBet: threshold,
});
export const contractTerms = z.discriminatedUnion('kind', [
  dividendTerms,
  dailyWageTerms,
  hourlySalaryTerms,
  realTimeSalaryTerms,
]);
export type ContractTerms = z.infer<typeof contractTerms>;

/** One contract as both sides see it. */
export const agentContract = z.object({
  id: z.number(),
  kind: contractKind,
  state: contractState,
  upline: z.string(),
  downline: z.string(),
  terms: contractTerms,
  /** The highest rate of the terms (what the lower-rate rule compares). */
  maxRate: z.number(),
  offeredAt: z.number(),
  decidedAt: z.number().nullable(),
  /** When a termination takes effect (the start of the next period), else null. */
  endsAt: z.number().nullable(),
});
export type AgentContract = z.infer<typeof agentContract>;

// --- GET /wps/agent/contract/consolidated (spec §3)
/** Spec §3's fields: 1 = a contract of that kind is offered TO me and waiting, else 0; infos: my current (active) contract of the kind or null. */
export const consolidatedContractResponse = z.object({
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
  contractmrdailysalinfotype: agentContract.nullable(),
  contracthoursalinfo: agentContract.nullable(),
  dailysalinfotype: agentContract.nullable(),
  realtimesalinfotype: agentContract.nullable(),
  divtypeinfo: agentContract.nullable(),
  /** Contracts offered to me: pending and active. */
  received: z.array(agentContract),
  /** Contracts I gave to my direct downlines: pending and active. */
  given: z.array(agentContract),
  /** Whether I may offer a kind (the merchant's switch is on and I hold terms to pass down). */
  canOffer: z.record(contractKind, z.boolean()),
  /** My own highest rate per kind (my ACTIVE contract, or the house's terms when I am top-level): the offer ceiling; null: none. */
  ceilings: z.record(contractKind, z.number().nullable()),
  /**
   * The period of every dividend I offer: my own dividend's (the house terms' when I am top-level);
   * null when I hold none. Another period is refused (`contract.dividend.period.mismatch`).
   */
  dividendPeriod: dividendPeriod.nullable(),
});
export type ConsolidatedContractResponse = z.infer<typeof consolidatedContractResponse>;

// --- POST /wps/agent/contract/{dividend,dailySalary,hourlySalary,realTimeSalary}: offer
// A dividend's period must be the offerer's own (`contract.dividend.period.mismatch`, value
// `dividendPeriodDetails`).
const offerTo = { downline: username };
export const dividendOfferRequest = dividendTerms.omit({ kind: true }).extend(offerTo);
export const dailyWageOfferRequest = dailyWageTerms.omit({ kind: true }).extend(offerTo);
export const hourlySalaryOfferRequest = hourlySalaryTerms.omit({ kind: true }).extend(offerTo);
export const realTimeSalaryOfferRequest = realTimeSalaryTerms.omit({ kind: true }).extend(offerTo);

// --- GET /wps/agent/contract/dailySalary: my daily-wage contract and the ones I gave
export const dailySalaryResponse = z.object({
  mine: agentContract.nullable(),
  pending: agentContract.nullable(),
  given: z.array(agentContract),
});

// --- POST /wps/agent/contract/respond
export const respondContractRequest = z.object({
  contractId: z.number().int().positive(),
  accept: z.boolean(),
  /** Required to accept a rate below one I already gave: those downline contracts end (spec §4). */
  confirmEndDownlines: z.boolean().optional(),
});
/** The `details` of `contract.accept.ends.downlines` (409): the contracts that would end. */
export const endingDownlinesDetails = z.object({ contracts: z.array(agentContract) });
/** The `details` of `contract.dividend.period.mismatch` (400): the period the dividend must use. */
export const dividendPeriodDetails = z.object({ period: dividendPeriod });

// --- POST /wps/agent/contract/terminate
export const terminateContractRequest = z.object({ contractId: z.number().int().positive() });

// --- GET /wps/agent/contract/given and /received
export const givenContractsQuery = pageQuery.extend({
  downline: username.optional(),
  kind: contractKind.optional(),
  state: contractState.optional(),
});
export const receivedContractsQuery = pageQuery.extend({
  kind: contractKind.optional(),
  state: contractState.optional(),
});
export const contractsPage = pageOf(agentContract);

// --- GET /wps/agent/contract/history
export const contractHistoryQuery = z.object({ contractId: z.coerce.number().int().positive() });
export const contractHistoryEntry = z.object({
  state: contractState,
  at: z.number(),
  /** Who made the change: the upline, the downline, `system` (lower-rate rule) or `operator`. */
  by: z.string(),
  note: z.string().nullable(),
});
export const contractHistoryResponse = z.object({
  contract: agentContract,
  history: z.array(contractHistoryEntry),
});

// --- GET /wps/agent/income
export const PAYOUT_STATUSES = ['PENDING', 'HELD', 'PAID'] as const;
export const payoutStatus = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatus>;
export const incomeQuery = pageQuery.and(dateRange).and(z.object({ kind: contractKind.optional() }));
/** One settled period of one contract, with the calculation: amount = base × rate − Σ passedDown. */
export const incomeLine = z.object({
  id: z.number(),
  contractId: z.number(),
  kind: contractKind,
  /** Period key, e.g. `2026-11-25` (D), `2026-W48`, `2026-11-H2`, `2026-11`, `2026-11-25T13` (hour), `2026-11-25T13:05`. */
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** The team's base of the period (valid bet, or the dividend's P&L). */
  base: z.number(),
  rate: z.number(),
  /** The team's gross: base × rate. */
  gross: z.number(),
  /** What went to my direct downline agents (their clamped rate × their team's base). */
  passedDown: z.number(),
  passedDownLines: z.array(
    z.object({ downline: z.string(), base: z.number(), rate: z.number(), amount: z.number() }),
  ),
  amount: z.number(),
  status: payoutStatus,
  paidAt: z.number().nullable(),
});
export type IncomeLine = z.infer<typeof incomeLine>;
export const incomeResponse = pageOf(incomeLine).extend({ total: z.number() });
