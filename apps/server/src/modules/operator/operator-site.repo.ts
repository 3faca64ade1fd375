import type { Db } from '../../db/create-db.js';
import type { BannerImagesTable } from '../../db/schema-site.js';

/** Site settings the operator reads and changes (the site reads them in system.repo.ts). */

export const findRegisterRule = (db: Db, merchantId: number, field: string) =>
  db
    .selectFrom('register_rules')
    .select(['field', 'enabled', 'required', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .where('field', '=', field)
    .executeTakeFirst();

export const updateRegisterRule = (
  db: Db,
  merchantId: number,
  field: string,
  values: { enabled: boolean; required: boolean },
) =>
  db
    .updateTable('register_rules')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('field', '=', field)
    .executeTakeFirst();

export interface ResourceRow {
  resource_type: string;
  url: string;
  qr_code_url: string;
  label_name_en: string;
  label_name_cn: string;
}

/** Replaces the merchant's resources and customer-service links (call inside a transaction). */
export async function replaceResources(
  db: Db,
  merchantId: number,
  resources: ResourceRow[],
  customerService: Array<{ cs_type: string; path: string }>,
) {
  await db.deleteFrom('resources').where('merchant_id', '=', merchantId).execute();
  await db.deleteFrom('customer_service').where('merchant_id', '=', merchantId).execute();
  if (resources.length > 0)
    await db
      .insertInto('resources')
      .values(resources.map((r, sort) => ({ merchant_id: merchantId, ...r, sort })))
      .execute();
  if (customerService.length > 0)
    await db
      .insertInto('customer_service')
      .values(customerService.map((c) => ({ merchant_id: merchantId, ...c })))
      .execute();
}

export const listBannerRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('banners')
    .select(['id', 'group_name', 'url', 'link', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** Adds a banner at the end of its group with its image; answers the banner's id. */
export async function insertBanner(
  db: Db,
  merchantId: number,
  banner: { group: string; link: string | null; mime: BannerImagesTable['mime']; data: string },
  urlOf: (id: number) => string,
): Promise<number> {
  const last = await db
    .selectFrom('banners')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('merchant_id', '=', merchantId)
    .where('group_name', '=', banner.group)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('banners')
    .values({
      merchant_id: merchantId,
      group_name: banner.group,
      url: '',
      link: banner.link,
      sort: (last?.sort ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('banners')
    .set({ url: urlOf(id) })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('banner_images')
    .values({ banner_id: id, mime: banner.mime, data: banner.data })
    .execute();
  return id;
}

export const setBannerSort = (db: Db, merchantId: number, id: number, sort: number) =>
  db
    .updateTable('banners')
    .set({ sort })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();

export const deleteBannerRow = (db: Db, merchantId: number, id: number) =>
  db.deleteFrom('banners').where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();

export const findBannerImage = (db: Db, bannerId: number) =>
  db
    .selectFrom('banner_images')
    .select(['mime', 'data'])
    .where('banner_id', '=', bannerId)
    .executeTakeFirst();

export const listArticleRows = (db: Db, merchantId: number, language: string) =>
  db
    .selectFrom('help_articles')
    .select(['id', 'language', 'category', 'title', 'content', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findArticle = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('help_articles')
    .select(['id', 'language', 'category', 'title', 'content', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export interface ArticleValues {
  language: string;
  category: string;
  title: string;
  content: string;
  sort: number;
}

export const insertArticle = (db: Db, merchantId: number, values: ArticleValues) =>
  db
    .insertInto('help_articles')
    .values({ merchant_id: merchantId, ...values })
    .returning(['id', 'language', 'category', 'title', 'content', 'sort'])
    .executeTakeFirstOrThrow();

export const updateArticle = (db: Db, merchantId: number, id: number, values: ArticleValues) =>
  db
    .updateTable('help_articles')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(['id', 'language', 'category', 'title', 'content', 'sort'])
    .executeTakeFirstOrThrow();

export const deleteArticleRow = (db: Db, merchantId: number, id: number) =>
  db.deleteFrom('help_articles').where('merchant_id', '=', merchantId).where('id', '=', id).execute();

export const listRegisterRuleRows = (db: Db, merchantId: number) =>
  db
    .selectFrom('register_rules')
    .select(['field', 'enabled', 'required', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .orderBy('field')
    .execute();

/** The merchant's own switches, read from the table (not the cached request context). */
export const findMerchantSwitches = (db: Db, merchantId: number) =>
  db
    .selectFrom('merchants')
    .select(['logged_in_to_homepage', 'birthday_limit'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
