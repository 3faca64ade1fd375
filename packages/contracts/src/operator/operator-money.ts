import { z } from 'zod';
import { amount, pageQuery, requestId } from '../wallet/amount.js';
import { depositStatus } from '../wallet/deposit.js';
import { withdrawStatus } from '../wallet/withdraw.js';

/**
 * The operator's money calls (issue 4). Roles: `admin` and `finance` act, `support` reads.
 * Every action is written to the append-only audit log with the operator, time and IP.
 */
export const operatorMoneyRoutes = {
  listDeposits: { method: 'GET', path: '/ops/deposits' },
  confirmDeposit: { method: 'POST', path: '/ops/deposits/confirm' },
  rejectDeposit: { method: 'POST', path: '/ops/deposits/reject' },
  /** The receipt image of an offline deposit (kept out of the list: up to 5 MB each). */
  depositReceipt: { method: 'GET', path: '/ops/deposits/receipt' },
  listWithdrawals: { method: 'GET', path: '/ops/withdrawals' },
  payWithdrawal: { method: 'POST', path: '/ops/withdrawals/pay' },
  rejectWithdrawal: { method: 'POST', path: '/ops/withdrawals/reject' },
  /** The proof image of a withdrawal the player marked not received. */
  withdrawalProof: { method: 'GET', path: '/ops/withdrawals/proof' },
  adjustBalance: { method: 'POST', path: '/ops/members/adjust' },
  getMoneySettings: { method: 'GET', path: '/ops/money/settings' },
  setMoneySettings: { method: 'PUT', path: '/ops/money/settings' },
  /** Settles vendor transfers left pending (also run by the reconciliation job). */
  reconcileVendorTransfers: { method: 'POST', path: '/ops/vendorTransfers/reconcile' },
  auditLog: { method: 'GET', path: '/ops/audit' },
} as const;

export const operatorListQuery = pageQuery.and(z.object({ username: z.string().trim().max(64).optional() }));
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
  reason: z.string().trim().min(3).max(200),
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
