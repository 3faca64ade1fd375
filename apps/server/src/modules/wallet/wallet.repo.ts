import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type VendorRow = {
  code: string;
  name: string;
  account_type_id: number;
  enabled: boolean;
  maintenance: boolean;
};

export const listVendors = (db: Db, merchantId: number): Promise<VendorRow[]> =>
  db
    .selectFrom('vendors')
    .select(['code', 'name', 'account_type_id', 'enabled', 'maintenance'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();

export interface NewVendorTransfer {
  merchantId: number;
  memberId: bigint;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  requestKey: string;
}

/** Inserts the transfer once per request key; returns the row (new or the earlier one) and whether it is new. */
export async function claimVendorTransfer(db: Db, t: NewVendorTransfer) {
  const inserted = await db
    .insertInto('vendor_transfers')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      vendor: t.vendor,
      direction: t.direction,
      amount: t.amount,
      status: 'PENDING',
      request_key: t.requestKey,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', t.merchantId)
    .where('request_key', '=', t.requestKey)
    .executeTakeFirstOrThrow();
  return { row, created: inserted !== undefined };
}

export type VendorTransferRow = Awaited<ReturnType<typeof claimVendorTransfer>>['row'];

/** Moves a PENDING transfer to its end state; false when someone else settled it first. */
export async function settleVendorTransfer(
  db: Db,
  id: bigint,
  status: 'DONE' | 'FAILED',
  error?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('vendor_transfers')
    .set({ status, error: error ?? null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const pendingVendorTransfers = (db: Db, olderThan: Date, limit = 100) =>
  db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('updated_at', '<', olderThan)
    .orderBy('id')
    .limit(limit)
    .execute();

export const touchVendorTransfer = (db: Db, id: bigint) =>
  db
    .updateTable('vendor_transfers')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();

/**
 * Vendors with a transfer of this member still PENDING. `stuckOnly`: only those the vendor left
 * without an answer (tried, or older than 30 s) — transfers merely in flight do not count.
 */
export const pendingVendors = async (
  db: Db,
  memberId: bigint,
  opts: { stuckOnly?: boolean } = {},
): Promise<Set<string>> => {
  let q = db
    .selectFrom('vendor_transfers')
    .select('vendor')
    .distinct()
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING');
  if (opts.stuckOnly)
    q = q.where((eb) =>
      eb.or([eb('attempts', '>', 0), eb('created_at', '<', new Date(Date.now() - 30_000))]),
    );
  return new Set((await q.execute()).map((r) => r.vendor));
};

/** Whether a vendor transfer with this request key exists (a retry of one already made). */
export const vendorTransferExists = async (
  db: Db,
  merchantId: number,
  requestKey: string,
): Promise<boolean> =>
  (await db
    .selectFrom('vendor_transfers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst()) !== undefined;

/** The amount of the vendor transfer made under this request key, if one was made (a retry's). */
export const findVendorTransferAmount = async (
  db: Db,
  merchantId: number,
  requestKey: string,
): Promise<bigint | undefined> => {
  const row = await db
    .selectFrom('vendor_transfers')
    .select('amount')
    .where('merchant_id', '=', merchantId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? BigInt(row.amount) : undefined;
};

/** A member by username (stored lower-case), with its account type. */
export const findMemberByUsername = (db: Db, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .select(['id', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

/**
 * The member's mirror of a vendor wallet in the ledger, locked for the caller's transaction, and the
 * transfers in to that vendor still waiting for it (other than `exceptTransferId`). With `withMain`
 * the main wallet is locked first too, both in account id order as `ledger_post` locks them: money
 * coming out of the vendor goes on to main, and taking the mirror alone, then main, deadlocked with
 * a transfer in of the same member (main, then mirror) on PostgreSQL.
 */
export async function lockVendorMirror(
  trx: Db,
  m: { merchantId: number; memberId: bigint; vendor: string; exceptTransferId: bigint; withMain: boolean },
): Promise<{ balance: bigint; pendingIn: bigint }> {
  const member = String(m.memberId);
  // The ids are found once (materialized: `ledger_account` is volatile, so a bare call in the WHERE
  // would run for every row); the rows are then locked in id order.
  const { rows } = await sql<{ kind: string; balance: bigint }>`
    with k as materialized (
      select ledger_account(${m.merchantId}, ${member}::bigint, 'VENDOR', ${m.vendor}) as id
      union all
      select ledger_account(${m.merchantId}, ${member}::bigint, 'MAIN', '') where ${m.withMain}
    )
    select a.kind, a.balance from ledger_accounts a where a.id in (select id from k)
    order by a.id
    for update of a
  `.execute(trx);
  const pending = await sql<{ pending_in: bigint }>`
    select coalesce(sum(amount), 0)::bigint as pending_in from vendor_transfers
    where member_id = ${member}::bigint and vendor = ${m.vendor} and direction = 'IN'
      and status = 'PENDING' and id <> ${String(m.exceptTransferId)}::bigint
  `.execute(trx);
  const mirror = rows.find((r) => r.kind === 'VENDOR')!;
  return { balance: BigInt(mirror.balance), pendingIn: BigInt(pending.rows[0]!.pending_in) };
}
