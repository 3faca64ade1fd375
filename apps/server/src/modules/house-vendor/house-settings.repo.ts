import type { Db } from '../../db/create-db.js';

export interface GameSettingsRow {
  merchant_id: number;
  game_code: string;
  enabled: boolean;
  min_bet: bigint;
  max_bet: bigint;
}

export const listSettings = (db: Db, merchantId: number) =>
  db
    .selectFrom('house_game_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('game_code')
    .execute();

/** One game's settings, the row locked until the transaction ends (a change reads, then writes). */
export const lockSettings = (db: Db, merchantId: number, game: string) =>
  db
    .selectFrom('house_game_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', game)
    .forUpdate()
    .executeTakeFirst();

export const upsertSettings = (db: Db, row: GameSettingsRow) =>
  db
    .insertInto('house_game_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'game_code'])
        .doUpdateSet({ enabled: row.enabled, min_bet: row.min_bet, max_bet: row.max_bet }),
    )
    .execute();

/** The stake limits of a game that is switched on; undefined when it is off or unknown. */
export const findEnabledLimits = (db: Db, merchantId: number, game: string) =>
  db
    .selectFrom('house_game_settings')
    .select(['min_bet', 'max_bet'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', game)
    .where('enabled', '=', true)
    .executeTakeFirst();
