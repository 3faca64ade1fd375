import { sql, type Expression, type SqlBool } from 'kysely';
import type { QueueSort } from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { rangeOf } from '../../shared/paging.js';

/**
 * The name of whoever decided a record: `operator:<id>` becomes the operator's username; a system
 * actor (`gateway:demo`) stays as it is. One join, usable in any list (`decided` is the column).
 */
export const decidedByName = (decided: string) =>
  sql<string | null>`coalesce((select o.username from operators o
    where ${sql.ref(decided)} = concat('operator:', o.id)), ${sql.ref(decided)})`;

/** The username of an `operator:<id>` (or the system actor's name) for "already handled by". */
export async function nameOfDecider(db: Db, decidedBy: string | null): Promise<string | null> {
  if (decidedBy === null) return null;
  const row = await db
    .selectFrom('operators')
    .select('username')
    .where(sql<SqlBool>`concat('operator:', id) = ${decidedBy}`)
    .executeTakeFirst();
  return row?.username ?? decidedBy;
}

/**
 * A queue's order: `createdAt` oldest first, `-createdAt` newest first (the id breaks ties); the
 * default is oldest first for the PENDING queue (who waited longest is served first), else newest.
 */
export function queueOrder(sort: QueueSort | undefined, pendingOnly: boolean) {
  const chosen = sort ?? (pendingOnly ? 'createdAt' : '-createdAt');
  const direction: 'asc' | 'desc' = chosen.startsWith('-') ? 'desc' : 'asc';
  return { column: chosen.replace(/^-/, '') as 'createdAt' | 'amount', direction };
}

/** Creation-time range of a queue list (`from` inclusive, `to` exclusive). */
export const createdWithin = (column: string, q: { from?: number; to?: number }) => {
  const { from, to } = rangeOf(q);
  const ref = sql.ref(column);
  const parts: Expression<SqlBool>[] = [];
  if (from) parts.push(sql<SqlBool>`${ref} >= ${from}`);
  if (to) parts.push(sql<SqlBool>`${ref} < ${to}`);
  return parts;
};

/**
 * Of a PENDING withdrawal's member: the largest bonus turnover still owed (minor units, text; null
 * or ≤ 0 when none) — the valid bet settled since each bonus was credited counts, as the bonus
 * list counts it — and when the account was made.
 */
export const pendingTurnoverGap = sql<string | null>`case when w.status = 'PENDING' then (
    select max(bo.turnover_required - (select coalesce(sum(b.valid_bet), 0) from bets b
      where b.member_id = bo.member_id and b.placed_at >= bo.created_at and b.status = 'SETTLED'))
    from bonuses bo where bo.member_id = w.member_id and bo.turnover_required > 0)::text end`;

/** How many items wait in each queue of the merchant and since when. */
export async function queueCounts(db: Db, merchantId: number) {
  const pending = (table: 'deposits' | 'withdrawals' | 'vendor_transfers') =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
  const [deposits, withdrawals, vendorTransfers] = await Promise.all([
    pending('deposits'),
    pending('withdrawals'),
    pending('vendor_transfers'),
  ]);
  return { deposits, withdrawals, vendorTransfers };
}

interface VendorTransferFilter {
  pageNo: number;
  pageSize: number;
  status?: 'PENDING' | 'DONE' | 'FAILED' | undefined;
  username?: string | undefined;
  sort?: QueueSort | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** One page of the merchant's vendor transfers with the member's name. */
export async function listVendorTransfers(db: Db, merchantId: number, q: VendorTransferFilter) {
  const base = db
    .selectFrom('vendor_transfers as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .where('t.merchant_id', '=', merchantId)
    .$if(q.status !== undefined, (qb) => qb.where('t.status', '=', q.status!))
    .$if(!!q.username, (qb) => qb.where('m.username', '=', q.username!.toLowerCase()))
    .where((eb) => eb.and(createdWithin('t.created_at', q)));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const order = queueOrder(q.sort, q.status === 'PENDING');
  const rows = await base
    .select([
      't.id',
      't.member_id',
      'm.username',
      't.vendor',
      't.direction',
      't.amount',
      't.status',
      't.attempts',
      't.error',
      't.created_at',
      't.updated_at',
    ])
    .orderBy(order.column === 'amount' ? 't.amount' : 't.created_at', order.direction)
    .orderBy('t.id', order.direction)
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(n) };
}

/** One vendor transfer of the merchant (any state). */
export const findVendorTransfer = (db: Db, merchantId: number, id: bigint) =>
  db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Who a money record belongs to, for its audit entry (the player's audit trail finds it by name). */
export async function auditTargetOf(db: Db, memberId: bigint | string) {
  const row = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', BigInt(memberId))
    .executeTakeFirst();
  return { memberId: String(memberId), username: row?.username ?? null };
}
