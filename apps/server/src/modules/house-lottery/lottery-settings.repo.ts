import type { Db } from '../../db/create-db.js';

export const playSettings = (db: Db, merchantId: number, game?: string) => {
  let q = db.selectFrom('house_lottery_play_settings').selectAll().where('merchant_id', '=', merchantId);
  if (game) q = q.where('game_code', '=', game);
  return q.execute();
};

export const upsertPlaySetting = (
  db: Db,
  s: {
    merchantId: number;
    game: string;
    playType: string;
    enabled: boolean;
    edgeBp: number;
    minBet: bigint;
    maxBet: bigint;
    maxExposure: bigint;
  },
) =>
  db
    .insertInto('house_lottery_play_settings')
    .values({
      merchant_id: s.merchantId,
      game_code: s.game,
      play_type: s.playType,
      enabled: s.enabled,
      edge_bp: s.edgeBp,
      min_bet: s.minBet,
      max_bet: s.maxBet,
      max_exposure: s.maxExposure,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'game_code', 'play_type']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        edge_bp: eb.ref('excluded.edge_bp'),
        min_bet: eb.ref('excluded.min_bet'),
        max_bet: eb.ref('excluded.max_bet'),
        max_exposure: eb.ref('excluded.max_exposure'),
      })),
    )
    .execute();

export const schedules = (db: Db) => db.selectFrom('house_lottery_schedules').selectAll().execute();

export const upsertSchedule = (
  db: Db,
  s: { game: string; enabled: boolean; closeSeconds: number; resultSource: 'HOUSE' | 'FEED' | 'MANUAL' },
) =>
  db
    .insertInto('house_lottery_schedules')
    .values({
      game_code: s.game,
      enabled: s.enabled,
      close_seconds: s.closeSeconds,
      result_source: s.resultSource,
    })
    .onConflict((oc) =>
      oc.columns(['game_code']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        close_seconds: eb.ref('excluded.close_seconds'),
        result_source: eb.ref('excluded.result_source'),
      })),
    )
    .execute();
