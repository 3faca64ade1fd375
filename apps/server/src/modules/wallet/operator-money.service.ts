import type { z } from 'zod';
import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { adjustBalanceRequest, auditQuery } from '@bet/contracts/operator/operator-money';
import { toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { listAudit, writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { accountBalance, postTransfer } from '../ledger/ledger.service.js';
import * as bonusRepo from './bonus.repo.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import * as repo from './wallet.repo.js';
import type { OperatorActor } from './withdraw-payout.service.js';

/** Operator: adjust a balance (or credit a bonus) with a reason, settle vendor transfers, read the audit log. */
export class OperatorMoneyService {
  constructor(private readonly d: { db: Db; transfers: VendorTransferService }) {}

  async adjustBalance(merchantId: number, body: z.output<typeof adjustBalanceRequest>, who: OperatorActor) {
    const { db } = this.d;
    const member = await repo.findMemberByUsername(db, merchantId, body.username);
    if (!member || member.type === AccountType.trial)
      throw new AppError(ErrorCodes.notFound, 'no such member');
    if (body.kind === 'BONUS' && body.amount < 0)
      throw new AppError(ErrorCodes.requestParamErr, 'a bonus is a credit');
    const memberId = BigInt(member.id);
    const minor = toMinor(Math.abs(body.amount));
    const counter = house(body.kind === 'BONUS' ? 'BONUSES' : 'ADJUSTMENTS');
    return db.transaction().execute(async (trx) => {
      const posted = await postTransfer(trx, {
        merchantId,
        key: `ops${who.operatorId}:${body.requestId}`,
        type: body.kind,
        memberId,
        reference: body.reason,
        meta: { operatorId: who.operatorId },
        postings:
          body.amount > 0
            ? move(counter, mainWallet(memberId), minor)
            : move(mainWallet(memberId), counter, minor),
        request: body,
      });
      if (!posted.replay) {
        if (body.kind === 'BONUS') {
          await bonusRepo.insertBonus(trx, {
            merchantId,
            memberId,
            name: body.reason,
            amount: minor,
            turnoverRequired: minor * BigInt(body.turnoverMultiple),
            transferId: posted.transferId,
          });
        }
        await writeAudit(trx, {
          actorType: 'operator',
          actorId: String(who.operatorId),
          merchantId,
          action: `balance.${body.kind.toLowerCase()}`,
          detail: {
            username: body.username,
            amount: body.amount,
            reason: body.reason,
            transferId: String(posted.transferId),
          },
          ip: who.ip,
        });
      }
      const balance = await accountBalance(trx, merchantId, mainWallet(memberId));
      return { transferId: String(posted.transferId), balance: Number(balance) / 100 };
    });
  }

  /** Settles every PENDING vendor transfer now, whatever its age (audited). */
  async reconcileTransfers(who: OperatorActor) {
    const result = await this.d.transfers.reconcile(0);
    await writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId: null,
      action: 'vendor.reconcile',
      detail: result,
      ip: who.ip,
    });
    return result;
  }

  async auditLog(merchantId: number, query: z.output<typeof auditQuery>) {
    const rows = await listAudit(this.d.db, merchantId, {
      action: query.action,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return rows.map((r) => ({
      id: String(r.id),
      actorType: r.actor_type,
      actorId: r.actor_id,
      action: r.action,
      detail: r.detail,
      ip: r.ip,
      time: r.created_at.getTime(),
    }));
  }
}
