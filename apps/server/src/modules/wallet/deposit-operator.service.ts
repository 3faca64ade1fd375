import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { operatorDepositsQuery } from '@bet/contracts/operator/operator-money';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import * as repo from './deposit.repo.js';

/** What the operator reads of deposits: the list and a deposit's receipt (deciding is DepositService's). */
export class DepositOperatorService {
  constructor(private readonly db: Db) {}

  async list(merchantId: number, query: z.output<typeof operatorDepositsQuery>) {
    const { rows, total } = await repo.listForOperator(this.db, merchantId, query);
    const list = rows.map((d) => ({
      id: Number(d.id),
      memberId: Number(d.member_id),
      username: d.username,
      channelName: d.channel_name,
      type: d.channel_type,
      amount: fromMinor(d.amount),
      status: d.status,
      reference: d.reference,
      hasReceipt: d.has_receipt,
      createdAt: d.created_at.getTime(),
      completedAt: d.completed_at ? d.completed_at.getTime() : null,
      decidedBy: d.decided_by,
      decidedByName: d.decided_by_name,
    }));
    return pageOf(list, total, query.pageNo, query.pageSize);
  }

  async receipt(merchantId: number, id: bigint) {
    const receipt = await repo.findReceipt(this.db, merchantId, id);
    if (receipt === undefined) throw new AppError(ErrorCodes.depositNotFound, 'deposit not found');
    return { receiptImage: receipt };
  }
}
