import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor, type Page } from '@bet/contracts/wallet/amount';
import type {
  WithdrawConfirmRequest,
  WithdrawRecord,
  WithdrawRequest,
  WithdrawSettingsResponse,
} from '@bet/contracts/wallet/withdraw';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { assertImageDataUrl } from '../../shared/image-data-url.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { accountBalance, postTransfer } from '../ledger/ledger.service.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { blockingTurnoverOwed } from './bonus.repo.js';
import * as cards from './bank-card.repo.js';
import { maskAccountNumber, toBankCard } from './bank-card.service.js';
import { loadMoneySettings } from './money-settings.js';
import type { PaymentPasswordCheck } from './payment-password.js';
import { findPaymentPasswordHash } from './payment-password.repo.js';
import * as repo from './withdraw.repo.js';
import { periodAt } from '../agent-settlement/contract-periods.js';

/** What is still owed after a PARTIAL or NOT_RECEIVED answer; 0 once received; null before. */
const remainingOf = (w: repo.WithdrawalView) => {
  if (w.status === 'PARTIAL' || w.status === 'NOT_RECEIVED')
    return fromMinor(w.amount - (w.received_amount ?? 0n));
  if (w.status === 'RECEIVED' || w.status === 'AUTO_RECEIVED') return 0;
  return null;
};

export const toWithdrawRecord = (w: repo.WithdrawalView): WithdrawRecord => ({
  id: Number(w.id),
  amount: fromMinor(w.amount),
  bankName: w.bank_name,
  accountNumber: maskAccountNumber(w.account_number),
  status: w.status,
  createdAt: w.created_at.getTime(),
  paidAt: w.paid_at ? w.paid_at.getTime() : null,
  autoConfirmAt: w.status === 'PAID' && w.auto_confirm_at ? w.auto_confirm_at.getTime() : null,
  receivedAmount: w.received_amount === null ? null : fromMinor(w.received_amount),
  remainingAmount: remainingOf(w),
});

/**
 * The player's side of withdrawals: the request debits the main wallet at once (MAIN →
 * WITHDRAWALS_PAYABLE) in the same transaction as the PENDING row, so the money cannot be spent
 * twice while the operator pays it out; then the player says whether it arrived.
 */
export class WithdrawService {
  constructor(
    private readonly d: {
      db: Db;
      paymentPassword: PaymentPasswordCheck;
      timeZone: string;
      /** A VIP level's daily withdrawal limit (the VIP module's, given by the wiring); null: none. */
      dailyLimitOf: (db: Db, merchantId: number, level: number) => Promise<bigint | null>;
    },
  ) {}

  /**
   * A VIP level's daily withdrawal limit (decision 0055), in the report time zone's day. The member's
   * row lock orders their concurrent withdrawals, so two cannot both fit under the limit.
   */
  private async assertVipDailyLimit(trx: Db, member: MemberIdentity, amount: bigint) {
    const limit = await this.d.dailyLimitOf(trx, member.merchantId, member.rankLevel);
    if (limit === null) return;
    await repo.lockMember(trx, member.memberId);
    const used = await repo.withdrawnSince(
      trx,
      member.memberId,
      periodAt('D', this.d.timeZone, new Date()).start,
    );
    if (used + amount > limit)
      throw new AppError(ErrorCodes.withdrawVipLimit, 'over the VIP level daily withdrawal limit', {
        limit: fromMinor(limit),
        used: fromMinor(used),
      });
  }

  async settings(member: MemberIdentity): Promise<WithdrawSettingsResponse> {
    const { db } = this.d;
    const s = await loadMoneySettings(db, member.merchantId);
    const m = await findPaymentPasswordHash(db, member.memberId);
    return {
      minAmount: fromMinor(s.withdraw_min),
      maxAmount: fromMinor(s.withdraw_max),
      // Minor units to a 2-decimal number is exact, so "max" sends back precisely this and passes.
      available: fromMinor(await accountBalance(db, member.merchantId, mainWallet(member.memberId))),
      hasPaymentPassword: m!.payment_password_hash !== null,
      bankCards: (await cards.listActive(db, member.memberId)).map(toBankCard),
      autoConfirmMinutes: s.auto_confirm_minutes,
    };
  }

  async withdraw(member: MemberIdentity, body: WithdrawRequest, ip: string): Promise<WithdrawRecord> {
    const { db } = this.d;
    const { merchantId, memberId } = member;
    const s = await loadMoneySettings(db, merchantId);
    const amount = toMinor(body.amount);
    const limits = { minAmount: fromMinor(s.withdraw_min), maxAmount: fromMinor(s.withdraw_max) };
    if (amount < s.withdraw_min)
      throw new AppError(ErrorCodes.amountBelowMin, 'amount below the minimum', limits);
    if (amount > s.withdraw_max)
      throw new AppError(ErrorCodes.amountAboveMax, 'amount above the maximum', limits);
    const card = await cards.findActive(db, memberId, BigInt(body.bankCardId));
    if (!card) throw new AppError(ErrorCodes.bankCardNotFound, 'bank card not found');
    // A bonus taken on those terms holds withdrawals back until its turnover is bet (decision 0053).
    const owed = await blockingTurnoverOwed(db, memberId);
    if (owed > 0n)
      throw new AppError(ErrorCodes.withdrawTurnoverUnmet, 'bonus turnover still to bet', {
        remaining: fromMinor(owed),
      });
    await this.d.paymentPassword.verify(memberId, body.paymentPassword);

    const requestKey = `${memberId}:${body.requestId}`;
    const id = await db.transaction().execute(async (trx) => {
      await this.assertVipDailyLimit(trx, member, amount);
      const inserted = await repo.insertPending(trx, {
        merchantId,
        memberId,
        bankCardId: card.id,
        amount,
        requestKey,
      });
      if (!inserted) {
        // A retry: the first request's answer, if it asked the same.
        const first = await repo.findByRequestKey(trx, merchantId, requestKey);
        if (!first || first.bank_card_id !== card.id || first.amount !== amount) {
          throw new AppError(
            ErrorCodes.idempotencyConflict,
            'this request id was used for another withdrawal',
          );
        }
        return first.id;
      }
      await postTransfer(trx, {
        merchantId,
        key: `withdraw:${inserted.id}`,
        type: 'WITHDRAW',
        memberId,
        reference: `W${inserted.id}`,
        meta: { withdrawalId: String(inserted.id) },
        postings: move(mainWallet(memberId), house('WITHDRAWALS_PAYABLE'), amount),
      });
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(memberId),
        merchantId,
        action: 'withdraw.request',
        detail: { withdrawalId: String(inserted.id), amount: body.amount, cardId: String(card.id) },
        ip,
      });
      return inserted.id;
    });
    return toWithdrawRecord((await repo.findWithdrawal(db, merchantId, id))!);
  }

  /** The player's answer to a paid-out withdrawal (PAID only): received, partly, or not at all. */
  async confirm(member: MemberIdentity, body: WithdrawConfirmRequest, ip: string): Promise<WithdrawRecord> {
    const { db } = this.d;
    const { merchantId, memberId } = member;
    const id = BigInt(body.withdrawalId);
    const w = await repo.findWithdrawal(db, merchantId, id);
    if (!w || w.member_id !== memberId)
      throw new AppError(ErrorCodes.withdrawalNotFound, 'withdrawal not found');
    if (w.status !== 'PAID')
      throw new AppError(ErrorCodes.withdrawalStateInvalid, 'only a paid-out withdrawal can be confirmed', {
        status: w.status,
      });

    let received = w.amount;
    if (body.result === 'PARTIAL') {
      received = toMinor(body.receivedAmount);
      if (received >= w.amount) {
        throw new AppError(ErrorCodes.receivedAmountInvalid, 'a partial amount is less than the withdrawal', {
          amount: fromMinor(w.amount),
        });
      }
    }
    if (body.result === 'NOT_RECEIVED') {
      assertImageDataUrl(body.proofImage, 'proofImage');
      received = 0n;
    }
    await db.transaction().execute(async (trx) => {
      const changed = await repo.recordPlayerAnswer(trx, {
        merchantId,
        id,
        memberId,
        status: body.result,
        receivedAmount: received,
        proofImage: body.result === 'NOT_RECEIVED' ? body.proofImage : undefined,
      });
      // The auto-confirm job (or a second tab) answered first.
      if (!changed)
        throw new AppError(ErrorCodes.withdrawalStateInvalid, 'the withdrawal was already confirmed');
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(memberId),
        merchantId,
        action: 'withdraw.confirm',
        detail: { withdrawalId: String(id), result: body.result, received: fromMinor(received) },
        ip,
      });
    });
    return toWithdrawRecord((await repo.findWithdrawal(db, merchantId, id))!);
  }

  async records(
    memberId: bigint,
    query: Parameters<typeof repo.listForMember>[2],
  ): Promise<Page<WithdrawRecord>> {
    const { rows, total } = await repo.listForMember(this.d.db, memberId, query);
    return pageOf(rows.map(toWithdrawRecord), total, query.pageNo, query.pageSize);
  }
}
