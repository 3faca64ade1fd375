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
      sql<string>`coalesce(nullif(g.account_type_name, ''), v.account_type_name)`.as('account_type_name'),
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

export async function addFavourite(db: Db, memberId: bigint, gameId: number): Promise<void> {
  await db
    .insertInto('favourite_games')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeFavourite(db: Db, memberId: bigint, gameId: number): Promise<void> {
  await db
    .deleteFrom('favourite_games')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The member's most recently played games, newest first. */
export const recentGameIds = async (db: Db, memberId: bigint, limit: number): Promise<number[]> =>
  (
    await db
      .selectFrom('recent_games')
      .select('game_id')
      .where('member_id', '=', memberId)
      .orderBy('played_at', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.game_id);

/** Switches a vendor's flags; false when the merchant has no such vendor. */
export async function updateVendor(
  db: Db,
  merchantId: number,
  code: string,
  changes: { enabled?: boolean; maintenance?: boolean; is_hot?: boolean; is_game?: VendorRecord['is_game'] },
): Promise<boolean> {
  const updated = await db
    .updateTable('vendors')
    .set(changes)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Switches a game's flags; false when the merchant has no such game. */
export async function updateGame(
  db: Db,
  merchantId: number,
  game: { vendor: string; code: string },
  changes: { enabled?: boolean; is_hot?: boolean },
): Promise<boolean> {
  const updated = await db
    .updateTable('games')
    .set(changes)
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', game.vendor)
    .where('code', '=', game.code)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A vendor's switches at a merchant, for a launch. */
export const findVendorSwitches = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('vendors')
    .select(['code', 'enabled', 'maintenance'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();

/** One enabled game of a vendor, by its id or its code. */
export const findEnabledGame = (
  db: Db,
  merchantId: number,
  vendor: string,
  pick: { id: number } | { code: string },
) => {
  const q = db
    .selectFrom('games')
    .select(['id', 'code'])
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('enabled', '=', true);
  return ('id' in pick ? q.where('id', '=', pick.id) : q.where('code', '=', pick.code)).executeTakeFirst();
};

/** Puts the game at the top of the member's recently played. */
export const markPlayed = (db: Db, memberId: bigint, gameId: number) =>
  db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId, played_at: new Date() })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: new Date() }))
    .execute();
