import type { Db } from '../../db/create-db.js';
import type { Merchant } from '../../db/schema.js';

export interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export function findMerchantByCode(db: Db, code: string): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findDefaultMerchant(db: Db): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('is_default', '=', true).executeTakeFirst();
}

export function listModules(db: Db, merchantId: number): Promise<ModuleRow[]> {
  return db
    .selectFrom('merchant_modules')
    .select(['mod_id', 'parent_mod_id', 'enabled', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('mod_id')
    .execute();
}

export async function setModuleEnabled(
  db: Db,
  merchantId: number,
  modId: string,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_modules')
    .set({ enabled })
    .where('merchant_id', '=', merchantId)
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const setLoggedInToHomepage = (db: Db, merchantId: number, loggedInToHomepage: boolean) =>
  db
    .updateTable('merchants')
    .set({ logged_in_to_homepage: loggedInToHomepage })
    .where('id', '=', merchantId)
    .execute();

export const setBirthdayLimit = (db: Db, merchantId: number, birthdayLimit: number | null) =>
  db.updateTable('merchants').set({ birthday_limit: birthdayLimit }).where('id', '=', merchantId).execute();
