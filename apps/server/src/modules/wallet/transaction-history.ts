import type { Page } from '@bet/contracts/wallet/amount';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { TransactionEntry, TransactionType } from '@bet/contracts/wallet/transactions';
import type { Db } from '../../db/create-db.js';
import * as repo from './transaction-history.repo.js';

/**
 * The ledger's transfer types as the player reads them. A transfer between two members is one
 * type in the ledger (named from the sender's side); the receiver sees the other name.
 */
const RECEIVER_VIEW: Partial<Record<string, TransactionType>> = {
  TRANSFER_TO_UPLINE: 'TRANSFER_FROM_DOWNLINE',
  TRANSFER_TO_DOWNLINE: 'TRANSFER_FROM_UPLINE',
};
const toLedger: Partial<Record<TransactionType, { type: string; sign: 1 | -1 }>> = {
  TRANSFER_FROM_DOWNLINE: { type: 'TRANSFER_TO_UPLINE', sign: 1 },
  TRANSFER_FROM_UPLINE: { type: 'TRANSFER_TO_DOWNLINE', sign: 1 },
  TRANSFER_TO_UPLINE: { type: 'TRANSFER_TO_UPLINE', sign: -1 },
  TRANSFER_TO_DOWNLINE: { type: 'TRANSFER_TO_DOWNLINE', sign: -1 },
};

export interface HistoryQuery {
  merchantId: number;
  memberId: bigint;
  from?: number;
  to?: number;
  type?: TransactionType;
  pageNo: number;
  pageSize: number;
}

/** Every movement of the member's main wallet, newest first, with the balance after it. */
export async function transactionHistory(db: Db, q: HistoryQuery): Promise<Page<TransactionEntry>> {
  const account = await repo.findMainAccount(db, q.merchantId, q.memberId);
  if (!account) return { list: [], totalCount: 0, totalPages: 0, pageNo: q.pageNo };

  const filter: repo.EntryFilter = {
    accountId: account.id,
    from: q.from,
    to: q.to,
    transfer: q.type ? (toLedger[q.type] ?? { type: q.type, sign: 0 }) : undefined,
  };
  const rows = await repo.listEntries(db, filter, q);
  // A page past the end has no rows to carry the window count.
  const totalCount = rows[0] ? Number(rows[0].total) : await repo.countEntries(db, filter);
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.created_at.getTime(),
      type: (BigInt(r.amount) > 0n ? (RECEIVER_VIEW[r.type] ?? r.type) : r.type) as TransactionType,
      amount: fromMinor(BigInt(r.amount)),
      balanceAfter: fromMinor(BigInt(r.balance_after)),
      reference: r.reference,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / q.pageSize),
    pageNo: q.pageNo,
  };
}
