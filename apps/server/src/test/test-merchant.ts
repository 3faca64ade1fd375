import type { Db } from '../db/create-db.js';

/** The demo merchant's id (created by the migrations). */
export async function demoMerchantId(db: Db): Promise<number> {
  return (await db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow())
    .id;
}

/** A second merchant beside the demo one, for tests that one merchant never sees another's data. */
export async function insertOtherMerchant(db: Db, code = 'OTHER'): Promise<number> {
  const row = await db
    .insertInto('merchants')
    .values({
      code,
      name: 'Other',
      platform: 'W',
      lottery_type: 'SEA',
      device: 'WEB',
      currency: 'PHP',
      currency_symbol: 'P',
      languages: JSON.stringify(['EN']),
      default_language: 'EN',
      logged_in_to_homepage: false,
      is_default: false,
      image_cdns: '[]',
      launch_game_cdns: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
