import type { Db } from '../db/create-db.js';
import { PVP_HAND_COST_IN_SMALL_BETS } from '../modules/house-vendor/house-rounds.service.js';

/** The rooms' small bets (minor units): P1, P10, P50 — blinds of half of it and all of it. */
const ROOMS = [
  { code: 'HOLDEM1', name: "Hold'em Bronze", icon: 'holdem-bronze', smallBet: 100n, hot: true },
  { code: 'HOLDEM10', name: "Hold'em Silver", icon: 'holdem-silver', smallBet: 1_000n, hot: false },
  { code: 'HOLDEM50', name: "Hold'em Gold", icon: 'holdem-gold', smallBet: 5_000n, hot: false },
] as const;

/**
 * The demo merchant's card room (issue 19): the house card room `HPVP` under PVP with its three
 * fixed-limit hold'em rooms (opened from the vendor's list of rooms, or the /pvp room list), each
 * room's small bet as its minimum and a hand's most as its maximum. Runs once per merchant.
 */
export async function seedDemoPvp(db: Db, merchantId: number): Promise<void> {
  const any = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'HPVP')
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchantId,
      code: 'HPVP',
      name: 'House Card Room',
      account_type_id: 1801,
      category: 'PVP',
      icon: '/images/vendors/house-pvp.svg',
      is_hot: true,
      is_game: 'VASSALAGE',
      sort: 1,
    })
    .execute();
  await db
    .insertInto('games')
    .values(
      ROOMS.map((room, i) => ({
        merchant_id: merchantId,
        vendor: 'HPVP',
        code: room.code,
        name: room.name,
        category: 'PVP' as const,
        icon: `/images/games/${room.icon}.svg`,
        is_hot: room.hot,
        sort: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('house_game_settings')
    .values(
      ROOMS.map((room) => ({
        merchant_id: merchantId,
        game_code: room.code,
        min_bet: room.smallBet,
        max_bet: room.smallBet * BigInt(PVP_HAND_COST_IN_SMALL_BETS),
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
}
