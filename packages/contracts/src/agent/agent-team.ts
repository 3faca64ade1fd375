import { z } from 'zod';
import { MAX_EPOCH_MS } from '../constants.js';
import { gameCategory } from '../games/catalogue.js';
import { username } from '../identity/fields.js';
import { registerRequest } from '../identity/register.js';
import { dateRange, pageOf, pageQuery } from '../wallet/amount.js';

/**
 * Agent centre reports (issue 15, lane A). Every amount is a wire amount (2 decimals); every time
 * epoch ms; days are `YYYY-MM-DD` in the merchant's REPORT_TIME_ZONE. Only agents (member type 1,
 * 2, 41, 42) may call them (`agent.not.agent` otherwise); a `member`/`parent` outside the caller's
 * team answers `agent.member.not.in.team` (404: whether the name exists elsewhere never leaks).
 */

export const REPORT_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export const reportRange = z.enum(REPORT_RANGES);
export type ReportRange = z.infer<typeof reportRange>;

const epochMs = z.coerce.number().int().min(0).max(MAX_EPOCH_MS);
/**
 * A named range, or `custom` with `from` (inclusive) and `to` (exclusive), at most 366 days wide.
 * The server turns both into whole report days (a custom bound inside a day takes that whole day).
 */
export const rangeQuery = z
  .object({ range: reportRange.default('today'), from: epochMs.optional(), to: epochMs.optional() })
  .refine(
    (q) =>
      q.range !== 'custom' ||
      (q.from !== undefined && q.to !== undefined && q.from <= q.to && q.to - q.from <= 366 * 86_400_000),
    { message: 'custom range needs from ≤ to, at most 366 days' },
  );
export type RangeQuery = z.input<typeof rangeQuery>;

/** The money figures shared by the overview, the trend and the profit rows. */
export const teamFigures = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  /** Stake of settled bets. */
  bets: z.number(),
  validBets: z.number(),
  /** What the bets paid back (stake included). */
  payout: z.number(),
  bonuses: z.number(),
  /**
   * The PLAYERS' result (not the house's): payout + bonuses − bets. Negative = the team lost,
   * i.e. the house won. Salaries paid to agents are not in it (shown apart on profit rows).
   */
  playersProfitLoss: z.number(),
});
export type TeamFigures = z.infer<typeof teamFigures>;

// --- GET /wps/agent/team/overview
export const teamOverviewQuery = rangeQuery;
export const teamTrendDay = teamFigures.extend({
  day: z.string(),
  newRegistrations: z.number(),
  firstDeposits: z.number(),
  activeMembers: z.number(),
});
export const teamOverviewResponse = teamFigures.extend({
  /** The range the figures cover, as resolved by the server (epoch ms, `to` exclusive). */
  from: z.number(),
  to: z.number(),
  /** Team size now (not range-bound): direct downlines, everyone under me (me excluded). */
  teamSize: z.object({ direct: z.number(), total: z.number() }),
  /** Counted over the team incl. me, in the range. */
  newRegistrations: z.number(),
  firstDeposits: z.number(),
  /** Members with at least one settled bet in the range (each counted once). */
  activeMembers: z.number(),
  /** One entry per report day of the range, oldest first (days without activity included, zeros). */
  trend: z.array(teamTrendDay),
});
export type TeamOverviewResponse = z.infer<typeof teamOverviewResponse>;

// --- GET /wps/agent/team/members
export const teamMembersQuery = pageQuery.and(
  z.object({
    /** List the direct downlines of this member of my team (default: me). */
    parent: username.optional(),
    /** Find members whose username contains this, at any depth under me (ignores `parent`). */
    username: z.string().trim().min(1).max(64).optional(),
  }),
);
export type TeamMembersQuery = z.input<typeof teamMembersQuery>;
export const teamMemberRow = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** Member type (spec §6); isAgent when it is 1, 2, 41 or 42. */
  type: z.number(),
  isAgent: z.boolean(),
  /** Levels below me (1 = my direct downline). */
  depth: z.number(),
  directCount: z.number(),
  /** Everyone under this member (itself excluded). */
  teamSize: z.number(),
  balance: z.number(),
  lastLoginAt: z.number().nullable(),
  status: z.enum(['active', 'disabled']),
  registeredAt: z.number(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRow>;
export const teamMembersResponse = pageOf(teamMemberRow).extend({
  /** From me (first) to the listed parent (last); just me when no parent was given or on search. */
  breadcrumb: z.array(z.object({ username: z.string(), depth: z.number() })),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

// --- GET /wps/agent/team/bets
export const teamBetsQuery = pageQuery.and(dateRange).and(
  z.object({
    /** A username in my team (me included); default everyone under me. */
    member: username.optional(),
    vendor: z.string().trim().max(32).optional(),
    category: gameCategory.optional(),
  }),
);
export type TeamBetsQuery = z.input<typeof teamBetsQuery>;
export const teamBetRow = z.object({
  id: z.string(),
  username: z.string(),
  vendor: z.string(),
  game: z.string(),
  category: gameCategory,
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** The player's result: payout − stake. */
  winLoss: z.number(),
  status: z.enum(['SETTLED', 'RUNNING', 'CANCELLED']),
  placedAt: z.number(),
  settledAt: z.number().nullable(),
});
export type TeamBetRow = z.infer<typeof teamBetRow>;
export const teamBetsResponse = pageOf(teamBetRow).extend({
  /** Over the whole filtered set (settled bets), not the page. winLoss is the players' result. */
  totals: z.object({
    count: z.number(),
    stake: z.number(),
    validBet: z.number(),
    payout: z.number(),
    winLoss: z.number(),
  }),
});
export type TeamBetsResponse = z.infer<typeof teamBetsResponse>;

// --- GET /wps/agent/team/profit
export const teamProfitQuery = pageQuery.and(rangeQuery).and(
  z.object({
    /** Rows for this member of my team and its direct downlines (default: me). */
    parent: username.optional(),
  }),
);
export type TeamProfitQuery = z.input<typeof teamProfitQuery>;
export const teamProfitRow = teamFigures.extend({
  username: z.string(),
  isAgent: z.boolean(),
  /** `self`: the parent's own play only; `team`: the downline and everyone under it. */
  scope: z.enum(['self', 'team']),
  /** Agent income credited to this line in the range (ledger type AGENT_INCOME). */
  salaries: z.number(),
});
export type TeamProfitRow = z.infer<typeof teamProfitRow>;
export const teamProfitResponse = pageOf(teamProfitRow).extend({
  /** Sum of every row (all pages) = the parent's whole team. */
  total: teamFigures.extend({ salaries: z.number() }),
  breadcrumb: z.array(z.object({ username: z.string(), depth: z.number() })),
});
export type TeamProfitResponse = z.infer<typeof teamProfitResponse>;

// --- GET /wps/agent/team/transactions
export const TEAM_TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer'] as const;
export const teamTransactionKind = z.enum(TEAM_TRANSACTION_KINDS);
export const teamTransactionsQuery = pageQuery.and(dateRange).and(
  z.object({
    /** A username under me (default: every downline). */
    member: username.optional(),
    kind: teamTransactionKind.optional(),
  }),
);
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuery>;
export const teamTransactionRow = z.object({
  id: z.string(),
  username: z.string(),
  kind: teamTransactionKind,
  /** Signed for the member's main wallet: credit positive, debit negative. */
  amount: z.number(),
  /** The other member of a transfer, when that member is in my team (else null). */
  counterparty: z.string().nullable(),
  status: z.string(),
  time: z.number(),
});
export type TeamTransactionRow = z.infer<typeof teamTransactionRow>;
export const teamTransactionsResponse = pageOf(teamTransactionRow);
export type TeamTransactionsResponse = z.infer<typeof teamTransactionsResponse>;

// --- PUT /wps/agent/downline (encrypted)
/**
 * Register a downline: the sign-up fields (same merchant rules), without the sign-up-only parts
 * (no login for the new member, no referral/affiliate code: the upline is the caller).
 */
export const createDownlineRequest = registerRequest
  .omit({
    login: true,
    joinAsAgent: true,
    recommenderId: true,
    affiliateCode: true,
    referralCode: true,
    humanProof: true,
    captcha: true,
    registerUrl: true,
    registerMethod: true,
    domain: true,
  })
  .extend({ kind: z.enum(['player', 'agent']) });
export type CreateDownlineRequest = z.input<typeof createDownlineRequest>;
export const createDownlineResponse = z.object({
  username: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
});
export type CreateDownlineResponse = z.infer<typeof createDownlineResponse>;
