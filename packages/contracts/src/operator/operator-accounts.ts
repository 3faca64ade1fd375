import { z } from 'zod';
import { MAX_EPOCH_MS } from '../constants.js';
import { pageOf, pageQuery } from '../wallet/amount.js';
import { auditEntry } from './operator-money.js';
import {
  createOperatorRequest,
  op,
  OPERATOR_ROLES,
  operatorDone,
  operatorLoginResponse as operatorSessionAnswer,
  operatorReason,
} from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** A 6-digit authenticator code (RFC 6238, 30-second steps). */
export const totpCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth:// URI, shown as a QR code. */
  uri: z.string(),
});

export const accountResponse = z.object({
  username: z.string(),
  role: z.string(),
  twoFactorEnrolled: z.boolean(),
  /** The server asks this operator's role for a code at every sign-in. */
  twoFactorRequired: z.boolean(),
  idleMinutes: z.number(),
});

export const mySession = z.object({
  id: z.number(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  expiresAt: z.number(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  /** The session this call came with. */
  current: z.boolean(),
});
export const mySessionsResponse = z.array(mySession);
export const endMySessionRequest = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const endedSessions = z.object({ ended: z.number() });

export const operatorUsername = createOperatorRequest.shape.username;
export const operatorSummary = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  twoFactorEnrolled: z.boolean(),
  createdAt: z.number(),
  lastSignInAt: z.number().nullable(),
});
export const operatorsResponse = z.array(operatorSummary);
export const setOperatorRoleRequest = z.object({
  username: operatorUsername,
  role: z.enum(OPERATOR_ROLES),
  reason: operatorReason,
});
export const setOperatorDisabledRequest = z.object({
  username: operatorUsername,
  disabled: z.boolean(),
  reason: operatorReason,
});
export const resetOperatorTwoFactorRequest = z.object({ username: operatorUsername, reason: operatorReason });

/**
 * The audit log with filters: `operator` the acting operator's username, `action` a prefix
 * (`deposit` finds `deposit.confirm`), `target` a player's username or id named by the entry,
 * `q` text anywhere in the action, IP or detail; `from`/`to` epoch ms, `to` exclusive.
 */
export const auditSearchQuery = pageQuery.and(
  z
    .object({
      operator: z.string().trim().max(64).optional(),
      action: z.string().trim().max(64).optional(),
      target: z.string().trim().max(64).optional(),
      q: z.string().trim().max(100).optional(),
      from: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
      to: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
    })
    .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, { message: 'range' }),
);
export const auditSearchEntry = auditEntry.extend({
  /** The acting operator's username (null for players and the system). */
  actorName: z.string().nullable(),
});
export const auditSearchResponse = pageOf(auditSearchEntry);

/** Operator accounts (issue 13): two-factor sign-in, the operator's own sessions, operators, audit log. */
export const operatorAccountRoutes = {
  /** A new authenticator secret for the caller (pending enrolment session, or a full one not enrolled). */
  twoFactorSetup: op<{ response: Out<typeof twoFactorSetupResponse> }>(
    'POST',
    '/ops/session/twoFactor/setup',
  ),
  /** Confirms the set-up secret with a code: the operator is enrolled and gets a full session. */
  twoFactorEnrol: op<{ body: In<typeof totpCodeRequest>; response: Out<typeof operatorSessionAnswer> }>(
    'POST',
    '/ops/session/twoFactor/enrol',
  ),
  /** The code of a pending sign-in: a full session. */
  twoFactorVerify: op<{ body: In<typeof totpCodeRequest>; response: Out<typeof operatorSessionAnswer> }>(
    'POST',
    '/ops/session/twoFactor/verify',
  ),
  account: op<{ response: Out<typeof accountResponse> }>('GET', '/ops/account'),
  mySessions: op<{ response: Out<typeof mySessionsResponse> }>('GET', '/ops/account/sessions'),
  endMySession: op<{ body: In<typeof endMySessionRequest>; response: Out<typeof operatorDone> }>(
    'POST',
    '/ops/account/sessions/end',
  ),
  endMyOtherSessions: op<{ response: Out<typeof endedSessions> }>('POST', '/ops/account/sessions/endOthers'),
  /** Operators (admin only). */
  listOperators: op<{ response: Out<typeof operatorsResponse> }>('GET', '/ops/operators'),
  setOperatorRole: op<{ body: In<typeof setOperatorRoleRequest>; response: Out<typeof operatorSummary> }>(
    'PUT',
    '/ops/operators/role',
  ),
  /** Disabling ends the operator's sessions. */
  setOperatorDisabled: op<{
    body: In<typeof setOperatorDisabledRequest>;
    response: Out<typeof operatorSummary>;
  }>('PUT', '/ops/operators/disabled'),
  /** Forgets the authenticator and ends the sessions: the operator enrols again at the next sign-in. */
  resetOperatorTwoFactor: op<{
    body: In<typeof resetOperatorTwoFactorRequest>;
    response: Out<typeof operatorSummary>;
  }>('POST', '/ops/operators/twoFactor/reset'),
  /** The audit log, filtered and paged, newest first (admin only). */
  searchAuditLog: op<{ query: In<typeof auditSearchQuery>; response: Out<typeof auditSearchResponse> }>(
    'GET',
    '/ops/audit/search',
  ),
} as const;

export const operatorAccountSchemas = {
  twoFactorSetup: { response: twoFactorSetupResponse },
  twoFactorEnrol: { body: totpCodeRequest, response: operatorSessionAnswer },
  twoFactorVerify: { body: totpCodeRequest, response: operatorSessionAnswer },
  account: { response: accountResponse },
  mySessions: { response: mySessionsResponse },
  endMySession: { body: endMySessionRequest, response: operatorDone },
  endMyOtherSessions: { response: endedSessions },
  listOperators: { response: operatorsResponse },
  setOperatorRole: { body: setOperatorRoleRequest, response: operatorSummary },
  setOperatorDisabled: { body: setOperatorDisabledRequest, response: operatorSummary },
  resetOperatorTwoFactor: { body: resetOperatorTwoFactorRequest, response: operatorSummary },
  searchAuditLog: { query: auditSearchQuery, response: auditSearchResponse },
} as const;
