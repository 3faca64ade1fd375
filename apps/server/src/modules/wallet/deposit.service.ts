import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor, type Page } from '@bet/contracts/wallet/amount';
import type {
  DepositChannelsResponse,
  DepositRecord,
  DepositRequest,
  DepositResponse,
} from '@bet/contracts/wallet/deposit';
import type { PaymentGateway, PaymentNotification } from '../../adapters/payment-gateway/payment-gateway.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { assertImageDataUrl } from '../../shared/image-data-url.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';
import { isTrial, type MemberIdentity } from '../identity/session.service.js';
import { playerOf, type PlayLimits } from '../responsible-gaming/play-limits.js';
import { alreadyHandledError } from './already-handled.js';
import * as repo from './deposit.repo.js';
import { auditTargetOf } from './operator-queues.repo.js';

/** Who decided a deposit, for the record and the audit log. */
export interface Decider {
  actorType: 'operator' | 'system';
  actorId: string;
  ip: string;
}

type DepositView = NonNullable<Awaited<ReturnType<typeof repo.findDeposit>>>;

export const toDepositRecord = (d: DepositView): DepositRecord => ({
  id: Number(d.id),
  channelName: d.channel_name,
  type: d.channel_type,
  amount: fromMinor(d.amount),
  status: d.status,
  reference: d.reference,
  createdAt: d.created_at.getTime(),
  completedAt: d.completed_at ? d.completed_at.getTime() : null,
});

const decidedBy = (by: Decider) => (by.actorType === 'operator' ? `operator:${by.actorId}` : by.actorId);

const fieldError = (path: string, code: string, message: string) =>
  new AppError(ErrorCodes.fieldInvalid, message, { fields: [{ path, code }] });

/**
 * Deposits: a PENDING row first; money moves only when the operator (offline) or the gateway's
 * verified callback (online) confirms it, in one transaction with the status change.
 */
export class DepositService {
  constructor(
    private readonly db: Db,
    /** null: no online gateway is configured (PAYMENT_GATEWAY=none); online channels are hidden. */
    private readonly gateway: PaymentGateway | null,
    /** The player's deposit limits (issue 20). */
    private readonly limits: PlayLimits,
  ) {}

  private offered<T extends { type: string }>(channels: T[]): T[] {
    return this.gateway ? channels : channels.filter((c) => c.type !== 'ONLINE');
  }

  async channels(member: MemberIdentity): Promise<DepositChannelsResponse> {
    const channels = this.offered(await repo.listChannels(this.db, member.merchantId));
    return {
      depositAllowed: !isTrial(member.type),
      successfulDeposits: await repo.countSuccessful(this.db, member.memberId),
      channels: channels.map((c) => ({
        id: c.id,
        type: c.type,
        name: c.name,
        minAmount: fromMinor(c.min_amount),
        maxAmount: fromMinor(c.max_amount),
        bankName: c.type === 'OFFLINE' ? c.bank_name : null,
        accountName: c.type === 'OFFLINE' ? c.account_name : null,
        accountNumber: c.type === 'OFFLINE' ? c.account_number : null,
      })),
    };
  }

  async create(member: MemberIdentity, body: DepositRequest): Promise<DepositResponse> {
    const { merchantId, memberId } = member;
    const channel = await repo.findChannel(this.db, merchantId, body.channelId);
    if (!channel || (channel.type === 'ONLINE' && !this.gateway))
      throw new AppError(ErrorCodes.depositChannelUnknown, 'unknown deposit channel');
    const amount = toMinor(body.amount);
    const limits = { minAmount: fromMinor(channel.min_amount), maxAmount: fromMinor(channel.max_amount) };
    if (amount < channel.min_amount)
      throw new AppError(ErrorCodes.amountBelowMin, 'amount below the minimum', limits);
    if (amount > channel.max_amount)
      throw new AppError(ErrorCodes.amountAboveMax, 'amount above the maximum', limits);
    const offline = channel.type === 'OFFLINE';
    if (offline && !body.reference)
      throw fieldError('reference', 'required', 'the transfer reference is required');
    if (offline && body.receiptImage) assertImageDataUrl(body.receiptImage, 'receiptImage');

    const wanted = {
      merchantId,
      memberId,
      channelId: channel.id,
      amount,
      reference: offline ? (body.reference ?? null) : null,
      receiptImage: offline ? (body.receiptImage ?? null) : null,
      // Request ids are the client's: scoped to the member so two players cannot collide.
      requestKey: `${memberId}:${body.requestId}`,
    };
    // The limit check and the pending row in one transaction, under the member's limit rows: two
    // deposits racing a limit take turns. A retry of a deposit already asked for is not counted twice.
    const player = playerOf(member);
    const inserted = await this.limits.recordingRefusals(player, () =>
      this.db.transaction().execute(async (trx) => {
        if (await repo.findByRequestKey(trx, merchantId, wanted.requestKey)) return false;
        await this.limits.checkDeposit(trx, player, amount);
        return repo.insertPending(trx, wanted);
      }),
    );
    if (!inserted) {
      const first = await repo.findByRequestKey(this.db, merchantId, wanted.requestKey);
      const same =
        first &&
        first.channel_id === wanted.channelId &&
        first.amount === wanted.amount &&
        first.reference === wanted.reference &&
        first.receipt_image === wanted.receiptImage;
      if (!same)
        throw new AppError(ErrorCodes.idempotencyConflict, 'this request id was used for another deposit');
    }
    const deposit = (await repo.findByRequestKey(this.db, merchantId, wanted.requestKey))!;
    const redirectUrl =
      deposit.channel_type === 'ONLINE' && deposit.status === 'PENDING'
        ? (await this.gateway!.createPayment({ merchantId, depositId: deposit.id, amount: deposit.amount }))
            .redirectUrl
        : null;
    return { ...toDepositRecord(deposit), redirectUrl };
  }

  async records(
    memberId: bigint,
    query: Parameters<typeof repo.listForMember>[2],
  ): Promise<Page<DepositRecord>> {
    const { rows, total } = await repo.listForMember(this.db, memberId, query);
    return pageOf(rows.map(toDepositRecord), total, query.pageNo, query.pageSize);
  }

  /**
   * PENDING → SUCCESS and the credit DEPOSITS_IN_TRANSIT → member MAIN, together or not at all.
   * `note`: the operator's optional remark, kept in the audit entry.
   */
  confirm(
    merchantId: number,
    id: bigint,
    by: Decider,
    gatewayRef?: string,
    note?: string,
  ): Promise<DepositRecord> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.decidePending(trx, {
        merchantId,
        id,
        status: 'SUCCESS',
        decidedBy: decidedBy(by),
        reference: gatewayRef,
      });
      if (!row) throw await whyNotPending(trx, merchantId, id, by);
      await postTransfer(trx, {
        merchantId,
        key: `deposit:${id}`,
        type: 'DEPOSIT',
        memberId: row.member_id,
        reference: `D${id}`,
        meta: { depositId: String(id), by: by.actorId },
        postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(row.member_id), row.amount),
      });
      await writeAudit(trx, {
        ...by,
        merchantId,
        action: 'deposit.confirm',
        detail: {
          depositId: String(id),
          ...(await auditTargetOf(trx, row.member_id)),
          amount: fromMinor(row.amount),
          note: note ?? null,
        },
      });
      return toDepositRecord((await repo.findDeposit(trx, merchantId, id))!);
    });
  }

  /** PENDING → REJECTED; nothing was credited, so nothing moves. */
  reject(merchantId: number, id: bigint, by: Decider, reason?: string): Promise<DepositRecord> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.decidePending(trx, {
        merchantId,
        id,
        status: 'REJECTED',
        decidedBy: decidedBy(by),
      });
      if (!row) throw await whyNotPending(trx, merchantId, id, by);
      await writeAudit(trx, {
        ...by,
        merchantId,
        action: 'deposit.reject',
        detail: {
          depositId: String(id),
          ...(await auditTargetOf(trx, row.member_id)),
          reason: reason ?? null,
        },
      });
      return toDepositRecord((await repo.findDeposit(trx, merchantId, id))!);
    });
  }

  /** What the demo gateway's page shows for a deposit (adapters/payment-gateway/demo-gateway.page.ts). */
  async gatewayPagePayment(id: bigint) {
    const d = await repo.findForGatewayPage(this.db, id);
    return (
      d && {
        id: d.id,
        amount: d.amount,
        status: d.status,
        merchantCode: d.merchant_code,
        merchantName: d.merchant_name,
        currencySymbol: d.currency_symbol,
      }
    );
  }

  /**
   * A verified gateway callback. Gateways repeat callbacks until they hear success, so the same
   * outcome again is answered as done (`replay`) and changes nothing; the opposite outcome for a
   * decided deposit is refused. The amount must be exactly the deposit's.
   */
  async gatewayCallback(merchantId: number, n: PaymentNotification, by: Decider) {
    const deposit = await repo.findDeposit(this.db, merchantId, n.depositId);
    if (!deposit || deposit.channel_type !== 'ONLINE')
      throw new AppError(ErrorCodes.depositNotFound, 'deposit not found');
    if (n.amount !== deposit.amount) {
      throw new AppError(ErrorCodes.gatewayAmountMismatch, 'the paid amount differs from the deposit', {
        depositId: Number(deposit.id),
      });
    }
    const target = n.paid ? 'SUCCESS' : 'REJECTED';
    try {
      const record = n.paid
        ? await this.confirm(merchantId, deposit.id, by, n.gatewayRef)
        : await this.reject(merchantId, deposit.id, by, 'cancelled at the gateway');
      return { depositId: record.id, status: record.status, replay: false };
    } catch (error) {
      const now =
        error instanceof AppError && error.errorCode === ErrorCodes.depositNotPending
          ? await repo.findDeposit(this.db, merchantId, deposit.id)
          : undefined;
      if (now?.status === target) return { depositId: Number(now.id), status: now.status, replay: true };
      throw error;
    }
  }
}

/**
 * Why a guarded decision changed no row. An operator hears who decided first
 * (`operator.already.handled`); the gateway keeps `deposit.not.pending`, which its replay
 * handling reads.
 */
async function whyNotPending(db: Db, merchantId: number, id: bigint, by: Decider): Promise<AppError> {
  const deposit = await repo.findDeposit(db, merchantId, id);
  if (!deposit) return new AppError(ErrorCodes.depositNotFound, 'deposit not found');
  if (by.actorType === 'operator')
    return alreadyHandledError(db, {
      decidedBy: deposit.decided_by,
      status: deposit.status,
      at: deposit.completed_at,
    });
  return new AppError(ErrorCodes.depositNotPending, 'the deposit was already decided', {
    status: deposit.status,
  });
}
