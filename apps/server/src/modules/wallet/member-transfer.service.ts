import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { MemberTransferResponse } from '@bet/contracts/wallet/member-transfer';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { mainWallet, move } from '../ledger/ledger-accounts.js';
import { accountBalance, postTransfer } from '../ledger/ledger.service.js';
import * as repo from './member-transfer.repo.js';
import type { PaymentPasswordCheck } from './payment-password.js';

export interface MemberTransferDeps {
  db: Db;
  /** The money of a transfer between members cannot be pulled back: the payment password guards it. */
  paymentPassword: PaymentPasswordCheck;
}

export interface MemberTransferInput {
  merchantId: number;
  memberId: bigint;
  requestId: string;
  amount: number;
  paymentPassword: string;
  ip: string;
}

async function transferBetweenMembers(
  { db, paymentPassword }: MemberTransferDeps,
  input: MemberTransferInput,
  to: bigint,
  type: 'TRANSFER_TO_UPLINE' | 'TRANSFER_TO_DOWNLINE',
): Promise<MemberTransferResponse> {
  await paymentPassword.verify(input.memberId, input.paymentPassword);
  const amount = toMinor(input.amount);
  return db.transaction().execute(async (trx) => {
    const posted = await postTransfer(trx, {
      merchantId: input.merchantId,
      key: `m${input.memberId}:${input.requestId}`,
      type,
      memberId: input.memberId,
      reference: `M${input.memberId}-${to}`,
      meta: { to: String(to) },
      postings: move(mainWallet(input.memberId), mainWallet(to), amount),
      request: { type, to: String(to), amount: amount.toString() },
    });
    if (!posted.replay) {
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(input.memberId),
        merchantId: input.merchantId,
        action: type.toLowerCase(),
        detail: { to: String(to), amount: input.amount, transferId: String(posted.transferId) },
        ip: input.ip,
      });
    }
    const balance = await accountBalance(trx, input.merchantId, mainWallet(input.memberId));
    return { transferId: String(posted.transferId), balance: fromMinor(balance) };
  });
}

/** To the member's own upline, only when the operator allows it for this member (toUpline). */
export async function transferToUpline(
  deps: MemberTransferDeps,
  input: MemberTransferInput,
): Promise<MemberTransferResponse> {
  const m = await repo.findUplineRights(deps.db, input.memberId);
  if (!m.to_upline || m.upline_id === null)
    throw new AppError(
      ErrorCodes.toUplineNotAllowed,
      'transfers to the upline are not allowed for this account',
    );
  return transferBetweenMembers(deps, input, BigInt(m.upline_id), 'TRANSFER_TO_UPLINE');
}

/** From an agent to one of its own direct downlines. */
export async function transferToDownline(
  deps: MemberTransferDeps,
  input: MemberTransferInput & { downline: string },
): Promise<MemberTransferResponse> {
  const d = await repo.findDirectDownline(deps.db, input.merchantId, input.memberId, input.downline);
  if (!d) throw new AppError(ErrorCodes.downlineNotFound, 'no such downline in your team');
  return transferBetweenMembers(deps, input, BigInt(d.id), 'TRANSFER_TO_DOWNLINE');
}

/** Transfers between members, for the routes: the payment password and database handed in once. */
export class MemberTransferService {
  constructor(private readonly deps: MemberTransferDeps) {}

  toUpline(input: MemberTransferInput): Promise<MemberTransferResponse> {
    return transferToUpline(this.deps, input);
  }

  toDownline(input: MemberTransferInput & { downline: string }): Promise<MemberTransferResponse> {
    return transferToDownline(this.deps, input);
  }
}
