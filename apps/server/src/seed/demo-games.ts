import type { Db } from '../db/create-db.js';

/**
 * The demo merchant's game catalogue: the house vendor as the slots hub with its two real games
 * (a 5-reel slot and a fish shooter, both playable), the stake limits of each, and a sports
 * vendor under maintenance, so the "game under maintenance, try others" path is visible too.
 * Runs once per merchant (when it has no games yet).
 */
export async function seedDemoGames(db: Db, merchantId: number): Promise<void> {
  const any = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (any) return;
  await db
    .updateTable('vendors')
    .set({
      category: 'RNG',
      icon: '/images/vendors/house.svg',
      is_hot: true,
      is_game: 'HUB',
      account_type_name: 'HOUSE',
    })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'HOUSE')
    .execute();
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchantId,
      code: 'SABA',
      name: 'SABA Sports',
      account_type_id: 1101,
      category: 'SPORTS',
      icon: '/images/vendors/saba.svg',
      maintenance: true,
      sort: 5,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
  await db
    .insertInto('games')
    .values([
      {
        merchant_id: merchantId,
        vendor: 'HOUSE',
        code: 'SLOT',
        name: 'Lucky Sevens',
        category: 'RNG',
        icon: '/images/games/lucky-sevens.svg',
        is_hot: true,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        vendor: 'HOUSE',
        code: 'FISH',
        name: 'Ocean Hunter',
        category: 'FISH',
        icon: '/images/games/ocean-hunter.svg',
        is_hot: true,
        sort: 2,
      },
      {
        merchant_id: merchantId,
        vendor: 'SABA',
        code: 'LOBBY',
        name: 'SABA Sportsbook',
        category: 'SPORTS',
        icon: '/images/vendors/saba.svg',
        sort: 1,
      },
    ])
    .execute();
  await db
    .insertInto('house_game_settings')
    .values([
      // minor units; the slot's limits apply to the total bet (line bet × 20)
      { merchant_id: merchantId, game_code: 'SLOT', min_bet: 20n, max_bet: 100_000n },
      { merchant_id: merchantId, game_code: 'FISH', min_bet: 10n, max_bet: 10_000n },
    ])
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
}
