import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type VendorRecord = {
  code: string;
  name: string;
  account_type_id: number;
  category: string;
  icon: string;
  is_hot: boolean;
  is_game: 'GAME' | 'VASSALAGE' | 'HUB';
  account_type_name: string;
  maintenance: boolean;
  sort: number;
};

export const enabledVendors = (db: Db, merchantId: number): Promise<VendorRecord[]> =>
  db
    .selectFrom('vendors')
    .select([
      'code',
      'name',
      'account_type_id',
      'category',
      'icon',
      'is_hot',
      'is_game',
      'account_type_name',
      'maintenance',
      'sort',
    ])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();

/** The categories each vendor has enabled games in. */
export const vendorGameCategories = async (
  db: Db,
  merchantId: number,
): Promise<Array<{ vendor: string; category: string }>> =>
  db
    .selectFrom('games')
    .select(['vendor', 'category'])
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .execute();

export interface GameFilter {
  merchantId: number;
  memberId?: bigint;
  vendor?: string;
  category?: string;
  search?: string;
  hot?: boolean;
  favouritesOnly?: boolean;
  ids?: number[];
}

/** Enabled games of enabled vendors, with the member's favourite flag. */
export function gamesQuery(db: Db, f: GameFilter) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.merchant_id', '=', 'g.merchant_id').onRef('v.code', '=', 'g.vendor'),
    )
    .where('g.merchant_id', '=', f.merchantId)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true);
  if (f.vendor) q = q.where('g.vendor', '=', f.vendor);
  if (f.category) q = q.where('g.category', '=', f.category);
  if (f.hot) q = q.where('g.is_hot', '=', true);
  if (f.search)
    q = q.where(
      sql<boolean>`lower(g.name) like ${`%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  if (f.ids) q = q.where('g.id', 'in', f.ids.length ? f.ids : [-1]);
  if (f.favouritesOnly) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('favourite_games as f')
          .select('f.game_id')
          .whereRef('f.game_id', '=', 'g.id')
          .where('f.member_id', '=', f.memberId ?? -1n),
      ),
    );
  }
  return q;
}

export type GameRow = Awaited<ReturnType<typeof selectGames>>[number];

export const selectGames = (db: Db, f: GameFilter, page?: { limit: number; offset: number }) => {
  let q = gamesQuery(db, f)
    .select([
      'g.id',
      'g.code',
      'g.name',
      'g.category',
      'g.vendor',
      'g.icon',
      'g.is_hot',
      'g.default_play_type',
      'v.account_type_name',
      'v.is_game',
      'v.maintenance',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('favourite_games as f')
            .select('f.game_id')
            .whereRef('f.game_id', '=', 'g.id')
            .where('f.member_id', '=', f.memberId ?? -1n),
        )
        .as('favourite'),
    )
    .orderBy('g.sort')
    .orderBy('g.id');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
};

export const countGames = async (db: Db, f: GameFilter): Promise<number> =>
  Number(
    (
      await gamesQuery(db, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
