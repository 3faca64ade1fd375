import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { operatorWithdrawalsQuery } from '@bet/contracts/operator/operator-money';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';
import type { WithdrawalWarning } from '@bet/contracts/operator/operator-money';
import { alreadyHandledError } from './already-handled.js';
import { auditTargetOf } from './operator-queues.repo.js';
import { loadMoneySettings } from './money-settings.js';
import * as repo from './withdraw.repo.js';
import { toWithdrawRecord } from './withdraw.service.js';

export interface OperatorActor {
  operatorId: number;
  ip: string;
}

/** Why a guarded decision changed no row: no such withdrawal, or who decided it first. */
async function whyNotPending(db: Db, merchantId: number, id: bigint): Promise<AppError> {
  const w = await repo.findWithdrawal(db, merchantId, id);
  if (!w) return new AppError(ErrorCodes.withdrawalNotFound, 'withdrawal not found');
  return alreadyHandledError(db, { decidedBy: w.decided_by, status: w.status, at: w.decided_at });
}

const DAY_MS = 86_400_000;

/** What to check before paying (PENDING only): bonus turnover still owed, an account under a day old. */
export function withdrawalWarnings(w: repo.OperatorWithdrawalRow, now = Date.now()): WithdrawalWarning[] {
  const warnings: WithdrawalWarning[] = [];
  if (w.status !== 'PENDING') return warnings;
  const gap = w.turnover_gap === null ? 0n : BigInt(w.turnover_gap);
  if (gap > 0n) warnings.push({ code: 'turnover.unmet', remaining: fromMinor(gap) });
  const created = w.member_created_at.getTime();
  if (now - created < DAY_MS) warnings.push({ code: 'account.new', memberCreatedAt: created });
  return warnings;
}

/** A withdrawal as the operator reads it (list and detail). */
export const toOperatorWithdrawal = (w: repo.OperatorWithdrawalRow) => ({
  ...toWithdrawRecord(w),
  memberId: Number(w.member_id),
  username: w.username,
  // The operator pays to the full account, so sees it in full.
  accountName: w.account_name,
  accountNumber: w.account_number,
  hasProof: w.has_proof,
  decidedBy: w.decided_by,
  decidedByName: w.decided_by_name,
  decidedAt: w.decided_at ? w.decided_at.getTime() : null,
  rejectReason: w.reject_reason,
  confirmedAt: w.confirmed_at ? w.confirmed_at.getTime() : null,
  warnings: withdrawalWarnings(w),
});

/**
 * The operator's side: pay out (WITHDRAWALS_PAYABLE → PAID_OUT, which touches no member account,
 * so the player sees no second movement) or reject (WITHDRAWALS_PAYABLE → MAIN, the money back).
 * Each is one transaction with the guarded status change and the audit row: a double click or two
 * operators decide once.
 */
export class WithdrawPayoutService {
  constructor(private readonly db: Db) {}

  async list(merchantId: number, query: z.output<typeof operatorWithdrawalsQuery>) {
    const { rows, total } = await repo.listForOperator(this.db, merchantId, query);
    const list = rows.map(toOperatorWithdrawal);
    return pageOf(list, total, query.pageNo, query.pageSize);
  }

  async detail(merchantId: number, id: bigint) {
    const w = await repo.findForOperator(this.db, merchantId, id);
    if (!w) throw new AppError(ErrorCodes.withdrawalNotFound, 'withdrawal not found');
    return toOperatorWithdrawal(w);
  }

  async proof(merchantId: number, id: bigint) {
    const proof = await repo.findProof(this.db, merchantId, id);
    if (proof === undefined) throw new AppError(ErrorCodes.withdrawalNotFound, 'withdrawal not found');
    return { proofImage: proof };
  }

  /** `note`: the clerk's optional remark (a payment reference), kept in the audit entry. */
  async pay(merchantId: number, id: bigint, by: OperatorActor, note?: string) {
    const { auto_confirm_minutes: minutes } = await loadMoneySettings(this.db, merchantId);
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.markPaid(trx, {
        merchantId,
        id,
        autoConfirmMinutes: minutes,
        decidedBy: `operator:${by.operatorId}`,
      });
      if (!row) throw await whyNotPending(trx, merchantId, id);
      await postTransfer(trx, {
        merchantId,
        key: `withdraw-paid:${id}`,
        type: 'WITHDRAW_PAID',
        memberId: row.member_id,
        reference: `W${id}`,
        meta: { withdrawalId: String(id), operatorId: by.operatorId },
        postings: move(house('WITHDRAWALS_PAYABLE'), house('PAID_OUT'), row.amount),
      });
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(by.operatorId),
        merchantId,
        action: 'withdraw.pay',
        detail: {
          withdrawalId: String(id),
          ...(await auditTargetOf(trx, row.member_id)),
          amount: fromMinor(row.amount),
          note: note ?? null,
        },
        ip: by.ip,
      });
      return toWithdrawRecord((await repo.findWithdrawal(trx, merchantId, id))!);
    });
  }

  reject(merchantId: number, id: bigint, by: OperatorActor, reason?: string) {
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.transition(trx, {
        merchantId,
        id,
        from: 'PENDING',
        set: {
          status: 'REJECTED',
          reject_reason: reason ?? null,
          decided_by: `operator:${by.operatorId}`,
          decided_at: new Date(),
        },
      });
      if (!row) throw await whyNotPending(trx, merchantId, id);
      await postTransfer(trx, {
        merchantId,
        key: `withdraw-refund:${id}`,
        type: 'WITHDRAW_REFUND',
        memberId: row.member_id,
        reference: `W${id}`,
        meta: { withdrawalId: String(id), operatorId: by.operatorId },
        postings: move(house('WITHDRAWALS_PAYABLE'), mainWallet(row.member_id), row.amount),
      });
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(by.operatorId),
        merchantId,
        action: 'withdraw.reject',
        detail: {
          withdrawalId: String(id),
          ...(await auditTargetOf(trx, row.member_id)),
          amount: fromMinor(row.amount),
          reason: reason ?? null,
        },
        ip: by.ip,
      });
      return toWithdrawRecord((await repo.findWithdrawal(trx, merchantId, id))!);
    });
  }
}

/** Paid-out withdrawals past their deadline become AUTO_RECEIVED; returns how many. */
export async function autoConfirmWithdrawals(db: Db, now?: Date): Promise<number> {
  return (await repo.autoReceive(db, now)).length;
}
