import { z } from 'zod';
import { bettingRecordQuery, bettingRecordResponse } from '../games/bets.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { transactionHistoryResponse, transactionQuery } from '../wallet/transactions.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
type Action<B extends z.ZodType> = { body: In<B>; response: Out<typeof playerActionResponse> };

/**
 * The operator's players (issue 13 item 4): search, the player page and its sub-lists, and the
 * actions on a player that are not money (balance and bonus go through `adjustBalance`,
 * agent-only through `setAgentOnly`). Reading needs `read`; each action its own permission.
 */
export const operatorPlayerRoutes = {
  searchPlayers: op<{ query: In<typeof playerSearchQuery>; response: Out<typeof playerSearchResponse> }>(
    'GET',
    '/ops/players',
  ),
  getPlayer: op<{ query: In<typeof playerRef>; response: Out<typeof playerDetail> }>(
    'GET',
    '/ops/players/detail',
  ),
  /** The player's account record (main-wallet ledger entries), newest first. */
  playerLedger: op<{ query: In<typeof playerLedgerQuery>; response: Out<typeof transactionHistoryResponse> }>(
    'GET',
    '/ops/players/ledger',
  ),
  playerBets: op<{ query: In<typeof playerBetsQuery>; response: Out<typeof bettingRecordResponse> }>(
    'GET',
    '/ops/players/bets',
  ),
  playerLogins: op<{ query: In<typeof playerPageQuery>; response: Out<typeof playerLoginsResponse> }>(
    'GET',
    '/ops/players/logins',
  ),
  /** Operator actions written to the audit log about this player, newest first. */
  playerAudit: op<{ query: In<typeof playerPageQuery>; response: Out<typeof playerAuditResponse> }>(
    'GET',
    '/ops/players/audit',
  ),
  /** Locks (the player cannot log in; open sessions end) or unlocks an account (playerStatus). */
  lockPlayer: op<Action<typeof lockPlayerRequest>>('POST', '/ops/players/lock'),
  /** Ends every open session of the player (playerAccess). */
  endPlayerSessions: op<Action<typeof playerReasonRequest>>('POST', '/ops/players/sessions/end'),
  /** Sends the player a password-reset link by e-mail or SMS (playerAccess). */
  sendPasswordReset: op<Action<typeof passwordResetRequest>>('POST', '/ops/players/passwordReset'),
} as const;

const username = z.string().trim().min(1).max(64);

export const PLAYER_SEARCH_FIELDS = ['any', 'username', 'mobile', 'email', 'ip', 'bankAccount'] as const;
export const PLAYER_SORTS = ['registeredAt', '-registeredAt', 'username', '-username'] as const;
export const playerSearchQuery = pageQuery.and(
  z.object({
    q: z.string().trim().max(100).default(''),
    field: z.enum(PLAYER_SEARCH_FIELDS).default('any'),
    sort: z.enum(PLAYER_SORTS).default('-registeredAt'),
  }),
);
export type PlayerSearchQuery = z.input<typeof playerSearchQuery>;

export const playerStatus = z.enum(['ACTIVE', 'LOCKED', 'AGENT_ONLY', 'TRIAL']);
export const accountKind = z.enum(['PLAYER', 'AGENT', 'TRIAL']);

export const playerSummary = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  /** Full number with its dialing code (operators see it unmasked). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  kind: accountKind,
  status: playerStatus,
  vip: z.string(),
  upline: z.string().nullable(),
  /** Main wallet. */
  balance: z.number(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;
export const playerSearchResponse = pageOf(playerSummary);

export const playerRef = z.object({ username });
export const playerPageQuery = pageQuery.and(playerRef);
export const playerLedgerQuery = transactionQuery.and(playerRef);
export const playerBetsQuery = bettingRecordQuery.and(playerRef);
/** The player's own record shapes, read by the operator. */
export const playerLedgerResponse = transactionHistoryResponse;
export const playerBetsResponse = bettingRecordResponse;

export const playerDetail = z.object({
  profile: z.object({
    username: z.string(),
    nickname: z.string().nullable(),
    payeeName: z.string().nullable(),
    email: z.string().nullable(),
    dialingCode: z.string().nullable(),
    mobileNum: z.string().nullable(),
    birthday: z.string().nullable(),
    language: z.string(),
    kind: accountKind,
    vip: z.string(),
    rankLevel: z.number(),
    labels: z.array(z.string()),
    affiliateCode: z.string().nullable(),
    referralCode: z.string(),
    registeredAt: z.number(),
    registerIp: z.string().nullable(),
    firstLoginAt: z.number().nullable(),
    lastLoginAt: z.number().nullable(),
    lastLoginIp: z.string().nullable(),
  }),
  status: z.object({
    status: playerStatus,
    locked: z.boolean(),
    agentOnly: z.boolean(),
    trial: z.boolean(),
    /** Failed passwords lock the login for a while (not the operator's lock). */
    loginLockedUntil: z.number().nullable(),
    openSessions: z.number(),
  }),
  /** Nearest first: the direct upline, its upline, … */
  uplines: z.array(z.object({ username: z.string(), kind: accountKind })),
  downlines: z.object({
    list: z.array(z.object({ username: z.string(), registeredAt: z.number() })),
    totalCount: z.number(),
  }),
  wallets: z.object({
    sum: z.number(),
    currency: z.string(),
    list: z.array(z.object({ name: z.string(), balance: z.number(), pending: z.boolean() })),
  }),
  bankCards: z.array(
    z.object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      addedAt: z.number(),
      removed: z.boolean(),
    }),
  ),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

export const playerLogin = z.object({
  id: z.string(),
  time: z.number(),
  ip: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  method: z.string(),
  result: z.string(),
});
export const playerLoginsResponse = pageOf(playerLogin);

export const playerAuditEntry = z.object({
  id: z.string(),
  time: z.number(),
  action: z.string(),
  operator: z.string(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export const playerAuditResponse = pageOf(playerAuditEntry);

export const playerReasonRequest = z.object({ username, reason: operatorReason });
export const lockPlayerRequest = playerReasonRequest.extend({ locked: z.boolean() });
export const passwordResetRequest = playerReasonRequest.extend({ channel: z.enum(['email', 'sms']) });
export type LockPlayerRequest = z.infer<typeof lockPlayerRequest>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
/** What an action changed: sessions ended counts the sessions it closed. */
export const playerActionResponse = z.object({ username: z.string(), sessionsEnded: z.number() });
