import type { Db } from '../db/create-db.js';
import { SportsOperations } from '../modules/house-sports/sports-operations.service.js';

const HOUR = 3_600_000;
/** The demo's own fixtures (the operator's kind): teams, kick-off from now, expected goals. */
const FIXTURES: [string, string, number, number, number][] = [
  ['Manila Royals', 'Cebu Mariners', 2, 1.65, 1.05],
  ['Davao Eagles', 'Iloilo Storm', 5, 1.3, 1.25],
  ['Baguio Pines', 'Laguna Lakers', 26, 1.1, 1.55],
  ['Bohol Tarsiers', 'Pampanga Giants', 28, 1.45, 0.9],
  ['Cebu Mariners', 'Davao Eagles', 50, 1.2, 1.2],
  ['Iloilo Storm', 'Manila Royals', 74, 0.95, 1.8],
];

/**
 * The demo merchant's sportsbook (issue 19): the house books `HSPORTS` (SPORTS) and `HESPORTS`
 * (ESPORTS), their limits (P 1.00 to P 10,000.00 a bet), and six league fixtures over the next
 * days; the virtual leagues' fixtures come from the feed job. Runs once per merchant.
 */
export async function seedDemoSports(db: Db, merchantId: number, now = Date.now()): Promise<void> {
  const any = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'HSPORTS')
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('vendors')
    .values([
      {
        merchant_id: merchantId,
        code: 'HSPORTS',
        name: 'House Sports',
        account_type_id: 1701,
        category: 'SPORTS',
        icon: '/images/vendors/house-sports.svg',
        is_hot: true,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        code: 'HESPORTS',
        name: 'House E-sports',
        account_type_id: 1702,
        category: 'ESPORTS',
        icon: '/images/vendors/house-esports.svg',
        is_hot: true,
        sort: 1,
      },
    ])
    .execute();
  await db
    .insertInto('games')
    .values([
      {
        merchant_id: merchantId,
        vendor: 'HSPORTS',
        code: 'SPORTSBOOK',
        name: 'House Sportsbook',
        category: 'SPORTS',
        icon: '/images/games/sportsbook.svg',
        is_hot: true,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        vendor: 'HESPORTS',
        code: 'ESPORTSBOOK',
        name: 'eSoccer Battle',
        category: 'ESPORTS',
        icon: '/images/games/esports.svg',
        is_hot: true,
        sort: 1,
      },
    ])
    .execute();
  await db
    .insertInto('house_game_settings')
    .values(
      ['SPORTSBOOK', 'ESPORTSBOOK'].map((game) => ({
        merchant_id: merchantId,
        game_code: game,
        min_bet: 100n,
        max_bet: 1_000_000n,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
  const operations = new SportsOperations({ db, clock: { now: () => now, advance: () => undefined } });
  for (const [home, away, hours, homeXg, awayXg] of FIXTURES)
    await operations.create({
      sport: 'FOOTBALL',
      league: 'Archipelago League',
      home,
      away,
      startsAt: Math.ceil((now + hours * HOUR) / 900_000) * 900_000,
      homeXg,
      awayXg,
    });
}
