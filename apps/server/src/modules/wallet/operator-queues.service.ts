import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { vendorTransfersQuery } from '@bet/contracts/operator/operator-queues';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import { alreadyHandledError } from './already-handled.js';
import * as repo from './operator-queues.repo.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import type { OperatorActor } from './withdraw-payout.service.js';

const countOf = (row: { n: string | number | bigint; oldest: Date | string | null }) => ({
  pending: Number(row.n),
  oldestAt: row.oldest === null ? null : new Date(row.oldest).getTime(),
});

/** The queues' own reads (pending counts, vendor transfers) and settling one vendor transfer. */
export class OperatorQueuesService {
  constructor(private readonly d: { db: Db; transfers: VendorTransferService }) {}

  async counts(merchantId: number) {
    const c = await repo.queueCounts(this.d.db, merchantId);
    return {
      deposits: countOf(c.deposits),
      withdrawals: countOf(c.withdrawals),
      vendorTransfers: countOf(c.vendorTransfers),
    };
  }

  async vendorTransfers(merchantId: number, query: z.output<typeof vendorTransfersQuery>) {
    const { rows, total } = await repo.listVendorTransfers(this.d.db, merchantId, query);
    const list = rows.map((t) => ({
      id: Number(t.id),
      memberId: Number(t.member_id),
      username: t.username,
      vendor: t.vendor,
      direction: t.direction,
      amount: fromMinor(BigInt(t.amount)),
      status: t.status,
      attempts: t.attempts,
      error: t.error,
      createdAt: t.created_at.getTime(),
      updatedAt: t.updated_at.getTime(),
    }));
    return pageOf(list, total, query.pageNo, query.pageSize);
  }

  /**
   * Asks the vendor again about one PENDING transfer, with the same reference (the vendor applies
   * it at most once), and settles it when the vendor answers — the reconciliation job's step for
   * one row. A transfer no longer pending is refused with what it became; the attempt is audited
   * whatever the vendor says.
   */
  async settle(merchantId: number, id: bigint, who: OperatorActor, reason?: string) {
    const { db, transfers } = this.d;
    const row = await repo.findVendorTransfer(db, merchantId, id);
    if (!row) throw new AppError(ErrorCodes.notFound, 'vendor transfer not found');
    if (row.status !== 'PENDING')
      throw await alreadyHandledError(db, { decidedBy: null, status: row.status, at: row.updated_at });
    const status = await transfers.retry(row);
    await writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action: 'vendor_transfer.settle',
      detail: {
        transferId: String(id),
        ...(await repo.auditTargetOf(db, row.member_id)),
        vendor: row.vendor,
        status,
        reason: reason ?? null,
      },
      ip: who.ip,
    });
    return { id: Number(id), status };
  }
}
