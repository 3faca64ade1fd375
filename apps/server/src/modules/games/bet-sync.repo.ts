import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { BetsTable } from '../../db/schema-games.js';

/** Every switched-on vendor of every merchant. */
export const listEnabledVendorsOfAllMerchants = (db: Db) =>
  db.selectFrom('vendors').select(['merchant_id', 'code']).where('enabled', '=', true).execute();

/** A vendor's games at a merchant, for the names and categories of its bets. */
export const listVendorGames = (db: Db, merchantId: number, vendor: string) =>
  db
    .selectFrom('games')
    .select(['code', 'name', 'category'])
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .execute();

export const findBetCursor = (db: Db, merchantId: number, vendor: string) =>
  db
    .selectFrom('vendor_bet_cursors')
    .select('cursor')
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .executeTakeFirst();

/** Stores the bets not stored yet (same vendor bet id = same bet); returns how many were new. */
export const insertNewBets = async (db: Db, rows: Array<Insertable<BetsTable>>): Promise<number> =>
  (
    await db
      .insertInto('bets')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor', 'vendor_bet_id']).doNothing())
      .returning('id')
      .execute()
  ).length;

export const saveBetCursor = (db: Db, merchantId: number, vendor: string, cursor: string) =>
  db
    .insertInto('vendor_bet_cursors')
    .values({ merchant_id: merchantId, vendor, cursor, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor']).doUpdateSet({ cursor, updated_at: new Date() }))
    .execute();
