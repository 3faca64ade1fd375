import { sql, type Insertable, type Selectable } from 'kysely';
import type { RedeemState } from '@bet/contracts/points/points-rules';
import type { Db } from '../../db/create-db.js';
import type { MallItemsTable, PointsRedemptionsTable } from '../../db/schema-points.js';

/** The points mall's SQL (migration 0047): items and their stock, redemptions and their queue. */

export type MallItemRow = Selectable<MallItemsTable>;
export type RedemptionRow = Selectable<PointsRedemptionsTable>;

export const listItems = (db: Db, merchantId: number, activeOnly: boolean) =>
  db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .$if(activeOnly, (q) => q.where('status', '=', 'ACTIVE'))
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findItem = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const countItems = async (db: Db, merchantId: number) =>
  Number(
    (
      await db
        .selectFrom('mall_items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export type ItemValues = Omit<Insertable<MallItemsTable>, 'id' | 'merchant_id' | 'created_at' | 'updated_at'>;

export const insertItem = async (db: Db, merchantId: number, v: ItemValues) =>
  (
    await db
      .insertInto('mall_items')
      .values({ ...v, merchant_id: merchantId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const updateItem = async (db: Db, merchantId: number, id: number, v: Partial<ItemValues>) =>
  (
    await db
      .updateTable('mall_items')
      .set({ ...v, updated_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/**
 * Takes `units` from a limited item's stock if that many are left: answers the units left, or null
 * (the guarded update locks the row until the commit, so two redeems cannot take the last unit).
 */
export const takeStock = async (trx: Db, id: number, units: number) =>
  (
    await trx
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '-', units) }))
      .where('id', '=', id)
      .where('stock', '>=', units)
      .returning('stock')
      .executeTakeFirst()
  )?.stock ?? null;

/** Adds `units` to a limited item's stock (negative takes; the check keeps it from going below 0). */
export const addStock = (trx: Db, id: number, units: number) =>
  trx
    .updateTable('mall_items')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', id)
    .where('stock', 'is not', null)
    .execute();

/** Units of each item a player holds (redemptions not rejected), for the listed items. */
export async function unitsRedeemed(
  db: Db,
  memberId: bigint,
  itemIds?: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('points_redemptions')
    .select(['item_id', (eb) => eb.fn.sum<string>('quantity').as('units')])
    .where('member_id', '=', memberId)
    .where('item_id', 'is not', null)
    .where('status', '<>', 'REJECTED')
    .$if(itemIds !== undefined, (q) => q.where('item_id', 'in', itemIds!.length ? itemIds! : [-1]))
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id!, Number(r.units)]));
}

/** Units of each item redeemed (not rejected) and waiting in the queue, for the operator's list. */
export async function itemUnits(db: Db, merchantId: number) {
  const { rows } = await sql<{ item_id: number; redeemed: string; pending: string }>`
    select item_id, sum(quantity)::text as redeemed,
           coalesce(sum(quantity) filter (where status = 'PROCESS'), 0)::text as pending
    from points_redemptions
    where merchant_id = ${merchantId} and item_id is not null and status <> 'REJECTED'
    group by item_id`.execute(db);
  return new Map(rows.map((r) => [r.item_id, { redeemed: Number(r.redeemed), pending: Number(r.pending) }]));
}

/** What the player deposited (completed) since `since`: an item's amount requirement. */
export async function depositedSince(db: Db, memberId: bigint, since: Date): Promise<bigint> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(amount), 0)::text as total from deposits
    where member_id = ${memberId} and status = 'SUCCESS' and completed_at >= ${since}`.execute(db);
  return BigInt(rows[0]!.total);
}

/**
 * A new redemption, or null when the player already made one under this request id (a retry, or
 * the same click twice: the unique key waits for the first to commit, then does nothing).
 */
export const insertRedemption = async (trx: Db, r: Insertable<PointsRedemptionsTable>) =>
  (
    await trx
      .insertInto('points_redemptions')
      .values(r)
      .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id ?? null;

export const findRedemptionByRequest = (db: Db, memberId: bigint, requestId: string) =>
  db
    .selectFrom('points_redemptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

/** A redemption with its player's name. */
export const findRedemption = (db: Db, merchantId: number, id: bigint) =>
  db
    .selectFrom('points_redemptions as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .selectAll('r')
    .select('m.username')
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', '=', id)
    .executeTakeFirst();

export const setTransfer = (trx: Db, id: bigint, transferId: bigint) =>
  trx.updateTable('points_redemptions').set({ transfer_id: transferId }).where('id', '=', id).execute();

/**
 * Decides a redemption waiting in the queue; answers the row, or undefined when it was not waiting
 * (decided first by someone else: the guarded update orders two operators).
 */
export const decide = (
  trx: Db,
  merchantId: number,
  id: bigint,
  d: { status: RedeemState; remark: string | null; shippingRef: string | null; decidedBy: string },
) =>
  trx
    .updateTable('points_redemptions')
    .set({
      status: d.status,
      remark: d.remark,
      shipping_ref: d.shippingRef,
      decided_at: new Date(),
      decided_by: d.decidedBy,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'PROCESS')
    .returningAll()
    .executeTakeFirst();

export interface RedemptionFilter {
  merchantId: number;
  memberId?: bigint;
  status?: RedeemState;
  limit: number;
  offset: number;
}

/** Redemptions newest first (a player's history, or the operator's queue), with the players' names. */
export async function listRedemptions(db: Db, f: RedemptionFilter) {
  let q = db
    .selectFrom('points_redemptions as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_id', '=', f.merchantId);
  if (f.memberId !== undefined) q = q.where('r.member_id', '=', f.memberId);
  if (f.status) q = q.where('r.status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll('r').select('m.username').orderBy('r.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
