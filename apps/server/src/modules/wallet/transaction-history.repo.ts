import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** The member's MAIN ledger account, if it was ever used. */
export const findMainAccount = (db: Db, merchantId: number, memberId: bigint) =>
  db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();

export interface EntryFilter {
  accountId: bigint;
  from?: number | undefined;
  to?: number | undefined;
  /** The ledger transfer type; `sign` keeps only credits (1) or debits (-1) of it, 0 both. */
  transfer?: { type: string; sign: 1 | -1 | 0 } | undefined;
}

const entriesWhere = (f: EntryFilter) =>
  sql.join(
    [
      sql`e.account_id = ${String(f.accountId)}::bigint`,
      ...(f.from !== undefined ? [sql`e.created_at >= ${new Date(f.from)}`] : []),
      ...(f.to !== undefined ? [sql`e.created_at < ${new Date(f.to)}`] : []),
      ...(f.transfer ? [sql`t.type = ${f.transfer.type}`] : []),
      ...(f.transfer?.sign === 1 ? [sql`e.amount > 0`] : f.transfer?.sign === -1 ? [sql`e.amount < 0`] : []),
    ],
    sql` and `,
  );

export type EntryRow = {
  id: string;
  created_at: Date;
  type: string;
  amount: bigint;
  balance_after: bigint;
  reference: string;
  total: string;
};

/** One page of the account's entries, newest first; each row carries the filter's total count. */
export const listEntries = async (db: Db, f: EntryFilter, page: { pageNo: number; pageSize: number }) =>
  (
    await sql<EntryRow>`
    select e.id::text, e.created_at, t.type, e.amount, e.balance_after, t.reference, count(*) over ()::text as total
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where ${entriesWhere(f)}
    order by e.id desc
    limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}
  `.execute(db)
  ).rows;

/** The filter's count, for a page past the end (no rows to carry the window count). */
export async function countEntries(db: Db, f: EntryFilter): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${entriesWhere(f)}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
