import type { Db } from '../../db/create-db.js';

export const loadMaintenance = (db: Db, merchantId: number) =>
  db
    .selectFrom('maintenance')
    .select(['enabled', 'start_time', 'end_time'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

export const listRestrictedCountries = async (db: Db, merchantId: number) =>
  (
    await db
      .selectFrom('restricted_countries')
      .select('country_code')
      .where('merchant_id', '=', merchantId)
      .orderBy('country_code')
      .execute()
  ).map((r) => r.country_code);

export const listResources = (db: Db, merchantId: number) =>
  db
    .selectFrom('resources')
    .select(['resource_type', 'url', 'qr_code_url', 'label_name_en', 'label_name_cn'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();

export const listCustomerService = (db: Db, merchantId: number) =>
  db
    .selectFrom('customer_service')
    .select(['cs_type', 'path'])
    .where('merchant_id', '=', merchantId)
    .orderBy('cs_type')
    .execute();

export const listBanners = (db: Db, merchantId: number) =>
  db
    .selectFrom('banners')
    .select(['group_name', 'url', 'link'])
    .where('merchant_id', '=', merchantId)
    .orderBy('group_name')
    .orderBy('sort')
    .execute();

export const listRegisterRules = (db: Db, merchantId: number) =>
  db
    .selectFrom('register_rules')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('field')
    .execute();

export const listCountries = (db: Db) =>
  db
    .selectFrom('countries')
    .select(['country_code', 'dialing_code'])
    .orderBy('sort')
    .orderBy('country_code')
    .execute();

export const listDomains = (db: Db, merchantId: number) =>
  db
    .selectFrom('domains')
    .select(['domain', 'speed_ms'])
    .where('merchant_id', '=', merchantId)
    .orderBy('speed_ms')
    .orderBy('domain')
    .execute();

export const listHelpArticles = (db: Db, merchantId: number, language: string) =>
  db
    .selectFrom('help_articles')
    .select(['id', 'category', 'title', 'content', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .orderBy('sort')
    .orderBy('id')
    .execute();

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
