import { z } from 'zod';
import { amount, dateRange, pageOf, pageQuery, requestId } from '../wallet/amount.js';
import { depositRecord, depositStatus } from '../wallet/deposit.js';
import { memberTransferResponse } from '../wallet/member-transfer.js';
import { withdrawRecord, withdrawStatus } from '../wallet/withdraw.js';
import { op, operatorReason } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
/** Confirm, reject or pay one record by id: answers the record as it is now. */
type Decide<R extends z.ZodType> = { body: In<typeof decideRequest>; response: Out<R> };

/**
 * The operator's money calls (issue 4). Roles: `admin` and `finance` act, `support` reads.
 * Every action is written to the append-only audit log with the operator, time and IP.
 */
export const operatorMoneyRoutes = {
  listDeposits: op<{
    query: In<typeof operatorDepositsQuery>;
    response: Out<typeof operatorDepositsResponse>;
  }>('GET', '/ops/deposits'),
  confirmDeposit: op<Decide<typeof depositRecord>>('POST', '/ops/deposits/confirm'),
  rejectDeposit: op<Decide<typeof depositRecord>>('POST', '/ops/deposits/reject'),
  /** The receipt image of an offline deposit (kept out of the list: up to 5 MB each). */
  depositReceipt: op<{ query: In<typeof idQuery>; response: Out<typeof depositReceiptResponse> }>(
    'GET',
    '/ops/deposits/receipt',
  ),
  listWithdrawals: op<{
    query: In<typeof operatorWithdrawalsQuery>;
    response: Out<typeof operatorWithdrawalsResponse>;
  }>('GET', '/ops/withdrawals'),
  payWithdrawal: op<Decide<typeof withdrawRecord>>('POST', '/ops/withdrawals/pay'),
  rejectWithdrawal: op<Decide<typeof withdrawRecord>>('POST', '/ops/withdrawals/reject'),
  /** The proof image of a withdrawal the player marked not received. */
  withdrawalProof: op<{ query: In<typeof idQuery>; response: Out<typeof withdrawalProofResponse> }>(
    'GET',
    '/ops/withdrawals/proof',
  ),
  adjustBalance: op<{ body: In<typeof adjustBalanceRequest>; response: Out<typeof memberTransferResponse> }>(
    'POST',
    '/ops/members/adjust',
  ),
  getMoneySettings: op<{ response: Out<typeof moneySettings> }>('GET', '/ops/money/settings'),
  setMoneySettings: op<{ body: In<typeof moneySettings>; response: Out<typeof moneySettings> }>(
    'PUT',
    '/ops/money/settings',
  ),
  /** Settles vendor transfers left pending (also run by the reconciliation job). */
  reconcileVendorTransfers: op<{ response: Out<typeof reconcileResponse> }>(
    'POST',
    '/ops/vendorTransfers/reconcile',
  ),
  auditLog: op<{ query: In<typeof auditQuery>; response: Out<typeof auditLogResponse> }>('GET', '/ops/audit'),
} as const;

/**
 * A queue's order: by creation (oldest first is the default for PENDING, newest first otherwise)
 * or by amount; `-` descending.
 */
export const queueSort = z.enum(['createdAt', '-createdAt', 'amount', '-amount']);
export type QueueSort = z.infer<typeof queueSort>;

export const operatorListQuery = pageQuery
  .and(dateRange)
  .and(z.object({ username: z.string().trim().max(64).optional(), sort: queueSort.optional() }));
export const operatorDepositsQuery = operatorListQuery.and(z.object({ status: depositStatus.optional() }));
export const operatorWithdrawalsQuery = operatorListQuery.and(
  z.object({ status: withdrawStatus.optional() }),
);

export const idQuery = z.object({ id: z.coerce.number().int().positive() });

export const decideRequest = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().max(200).optional(),
});
export type DecideRequest = z.infer<typeof decideRequest>;

/** A credit (positive) or debit (negative) of a member's main wallet, with the reason. */
export const adjustBalanceRequest = z.object({
  requestId,
  username: z.string().trim().min(1).max(64),
  amount: z
    .number()
    .refine((n) => n !== 0, 'non-zero')
    .refine((n) => amount.safeParse(Math.abs(n)).success, 'amount'),
  /** BONUS credits count as a bonus with a turnover requirement (bonus details). */
  kind: z.enum(['ADJUSTMENT', 'BONUS']).default('ADJUSTMENT'),
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  reason: operatorReason,
});
export type AdjustBalanceRequest = z.infer<typeof adjustBalanceRequest>;

export const moneySettings = z.object({
  withdrawMin: amount,
  withdrawMax: amount,
  autoConfirmMinutes: z.number().int().min(1).max(43_200),
  maxBankCards: z.number().int().min(1).max(20),
});
export type MoneySettings = z.infer<typeof moneySettings>;

export const auditQuery = pageQuery.and(z.object({ action: z.string().trim().max(64).optional() }));

/** A deposit as the operator sees it: the player's record plus who, the receipt's presence, who decided. */
export const operatorDepositEntry = depositRecord.extend({
  memberId: z.number(),
  username: z.string(),
  hasReceipt: z.boolean(),
  decidedBy: z.string().nullable(),
  /** Who decided, as an operator reads it: the operator's username, or the system actor. */
  decidedByName: z.string().nullable(),
});
export const operatorDepositsResponse = pageOf(operatorDepositEntry);
export const depositReceiptResponse = z.object({ receiptImage: z.string().nullable() });

/**
 * What a clerk should look at before paying: the player still owes bonus turnover (`remaining`,
 * the largest unmet requirement), or the account is younger than a day.
 */
export const withdrawalWarning = z.discriminatedUnion('code', [
  z.object({ code: z.literal('turnover.unmet'), remaining: z.number() }),
  z.object({ code: z.literal('account.new'), memberCreatedAt: z.number() }),
]);
export type WithdrawalWarning = z.infer<typeof withdrawalWarning>;

/** A withdrawal as the operator sees it: the full account it is paid to. */
export const operatorWithdrawalEntry = withdrawRecord.extend({
  memberId: z.number(),
  username: z.string(),
  accountName: z.string(),
  hasProof: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** When it was paid or rejected. */
  decidedAt: z.number().nullable(),
  rejectReason: z.string().nullable(),
  confirmedAt: z.number().nullable(),
  warnings: z.array(withdrawalWarning),
});
export const operatorWithdrawalsResponse = pageOf(operatorWithdrawalEntry);
export const withdrawalProofResponse = z.object({ proofImage: z.string().nullable() });

/** How many pending vendor transfers ended in each state. */
export const reconcileResponse = z.object({ DONE: z.number(), PENDING: z.number(), FAILED: z.number() });

export const auditEntry = z.object({
  id: z.string(),
  actorType: z.string(),
  actorId: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  time: z.number(),
});
export const auditLogResponse = z.array(auditEntry);
/** The records an operator decision answers with (re-exported for the schema map). */
export { depositRecord as depositRecordSchema, withdrawRecord as withdrawRecordSchema };
export const adjustBalanceResponse = memberTransferResponse;
