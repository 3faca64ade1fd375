import { sql } from 'kysely';
import type { Page } from '@bet/contracts/wallet/amount';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { TransactionEntry, TransactionType } from '@bet/contracts/wallet/transactions';
import type { Db } from '../../db/create-db.js';

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
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  if (!account) return { list: [], totalCount: 0, totalPages: 0, pageNo: q.pageNo };

  const typeFilter = q.type ? (toLedger[q.type] ?? { type: q.type, sign: 0 }) : undefined;
  const where = sql.join(
    [
      sql`e.account_id = ${String(account.id)}::bigint`,
      ...(q.from !== undefined ? [sql`e.created_at >= ${new Date(q.from)}`] : []),
      ...(q.to !== undefined ? [sql`e.created_at < ${new Date(q.to)}`] : []),
      ...(typeFilter ? [sql`t.type = ${typeFilter.type}`] : []),
      ...(typeFilter?.sign === 1 ? [sql`e.amount > 0`] : typeFilter?.sign === -1 ? [sql`e.amount < 0`] : []),
    ],
    sql` and `,
  );
  const { rows } = await sql<{
    id: string;
    created_at: Date;
    type: string;
    amount: bigint;
    balance_after: bigint;
    reference: string;
    total: string;
  }>`
    select e.id::text, e.created_at, t.type, e.amount, e.balance_after, t.reference, count(*) over ()::text as total
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where ${where}
    order by e.id desc
    limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}
  `.execute(db);
  const totalCount = rows[0] ? Number(rows[0].total) : await countAll(db, where);
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

/** A page past the end has no rows to carry the window count. */
async function countAll(db: Db, where: ReturnType<typeof sql.join>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
