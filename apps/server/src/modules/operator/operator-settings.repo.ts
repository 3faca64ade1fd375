import type { Db } from '../../db/create-db.js';

export const upsertMaintenance = (
  db: Db,
  merchantId: number,
  values: { enabled: boolean; start_time: Date | null; end_time: Date | null; updated_at: Date },
) =>
  db
    .insertInto('maintenance')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();

/** Replaces the merchant's restricted countries with `countries` (call inside a transaction). */
export async function replaceRestrictedCountries(db: Db, merchantId: number, countries: string[]) {
  await db.deleteFrom('restricted_countries').where('merchant_id', '=', merchantId).execute();
  if (countries.length > 0) {
    await db
      .insertInto('restricted_countries')
      .values(countries.map((country_code) => ({ merchant_id: merchantId, country_code })))
      .execute();
  }
}

export const setLoggedInToHomepage = (db: Db, merchantId: number, loggedInToHomepage: boolean) =>
  db
    .updateTable('merchants')
    .set({ logged_in_to_homepage: loggedInToHomepage })
    .where('id', '=', merchantId)
    .execute();

export const setBirthdayLimit = (db: Db, merchantId: number, birthdayLimit: number | null) =>
  db.updateTable('merchants').set({ birthday_limit: birthdayLimit }).where('id', '=', merchantId).execute();
