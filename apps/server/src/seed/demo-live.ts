import type { Db } from '../db/create-db.js';
import { commitOf, newSeed } from '../modules/house-lottery/games/fair-draw.js';
import { dealOf } from '../modules/house-live/live-casino.service.js';
import { liveTables, roundAt, timesOf } from '../modules/house-live/live-tables.js';

/** Rounds already dealt on first start, so the roads and the history are alive at once. */
const PAST_ROUNDS = 48;

/**
 * The demo merchant's live casino (issue 19): the house live vendor `HLIVE` under LIVE with its
 * two baccarat tables (opened from the vendor's list of tables), their limits (P 1.00 to
 * P 50,000.00 a spot), and each table's recent rounds, dealt from fresh committed seeds like any
 * other. Runs once per merchant.
 */
export async function seedDemoLive(db: Db, merchantId: number, now = Date.now()): Promise<void> {
  const any = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'HLIVE')
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchantId,
      code: 'HLIVE',
      name: 'House Live',
      account_type_id: 1601,
      category: 'LIVE',
      icon: '/images/vendors/house-live.svg',
      is_hot: true,
      // its tables open from a list (spec §2: the VASSALAGE popup of sub-games)
      is_game: 'VASSALAGE',
      sort: 1,
    })
    .execute();
  await db
    .insertInto('games')
    .values([
      {
        merchant_id: merchantId,
        vendor: 'HLIVE',
        code: 'BACCARAT',
        name: 'Baccarat Royale',
        category: 'LIVE',
        icon: '/images/games/baccarat.svg',
        is_hot: true,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        vendor: 'HLIVE',
        code: 'SPEEDBAC',
        name: 'Speed Baccarat',
        category: 'LIVE',
        icon: '/images/games/speed-baccarat.svg',
        sort: 2,
      },
    ])
    .execute();
  await db
    .insertInto('house_game_settings')
    .values(
      ['BACCARAT', 'SPEEDBAC'].map((game) => ({
        merchant_id: merchantId,
        game_code: game,
        min_bet: 100n,
        max_bet: 5_000_000n,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
  await seedPastRounds(db, now);
}

/** The table's last rounds before now (shared by every merchant: seeded once). */
async function seedPastRounds(db: Db, now: number) {
  // The default timing: history is read by time, so a site run with another timing still reads it in order.
  for (const table of liveTables({ bettingSeconds: 15, dealSeconds: 9 })) {
    const current = roundAt(table, now).no;
    const rows = Array.from({ length: PAST_ROUNDS }, (_, i) => {
      const times = timesOf(table, current - BigInt(PAST_ROUNDS - i));
      const seed = newSeed();
      const result = dealOf({ seed, table_code: table.code, no: times.no.toString() });
      return {
        table_code: table.code,
        no: times.no,
        opens_at: times.opensAt,
        closes_at: times.closesAt,
        next_at: times.nextAt,
        seed,
        commit: commitOf(seed),
        status: 'SETTLED' as const,
        result: JSON.stringify(result),
        settled_at: times.closesAt,
      };
    });
    await db
      .insertInto('live_rounds')
      .values(rows)
      .onConflict((oc) => oc.columns(['table_code', 'no']).doNothing())
      .execute();
  }
}
