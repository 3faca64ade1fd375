import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { VendorRecord } from './catalogue.repo.js';

/** The catalogue as the operator sees it: every vendor and game, on or off. */

const vendorColumns = [
  'code',
  'name',
  'category',
  'enabled',
  'maintenance',
  'is_hot',
  'is_game',
  'sort',
] as const;

export const listAllVendors = (db: Db, merchantId: number) =>
  db
    .selectFrom('vendors')
    .select(vendorColumns)
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('code')
    .execute();

export const findVendor = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('vendors')
    .select(vendorColumns)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();

export const updateVendorSettings = (
  db: Db,
  merchantId: number,
  code: string,
  changes: {
    enabled?: boolean;
    maintenance?: boolean;
    is_hot?: boolean;
    is_game?: VendorRecord['is_game'];
    sort?: number;
  },
) =>
  db
    .updateTable('vendors')
    .set(changes)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .execute();

export const findGame = (db: Db, merchantId: number, vendor: string, code: string) =>
  db
    .selectFrom('games')
    .select(['enabled', 'is_hot'])
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('code', '=', code)
    .executeTakeFirst();

export interface CatalogueFilter {
  vendor?: string | undefined;
  search?: string | undefined;
}

function gamesOf(db: Db, merchantId: number, f: CatalogueFilter) {
  let q = db.selectFrom('games').where('merchant_id', '=', merchantId);
  if (f.vendor) q = q.where('vendor', '=', f.vendor);
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`(lower(name) like ${like} or lower(code) like ${like})`);
  }
  return q;
}

export const listGamesPage = (
  db: Db,
  merchantId: number,
  f: CatalogueFilter,
  page: { limit: number; offset: number },
) =>
  gamesOf(db, merchantId, f)
    .select(['vendor', 'code', 'name', 'category', 'enabled', 'is_hot'])
    .orderBy('vendor')
    .orderBy('sort')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countGamesOf = async (db: Db, merchantId: number, f: CatalogueFilter): Promise<number> =>
  Number(
    (
      await gamesOf(db, merchantId, f)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
