import type { Db } from '../../db/create-db.js';
import type { HvGameSettings } from '../../adapters/game-vendor/house-vendor-protocol.js';
import {
  HOUSE_GAMES,
  HOUSE_LIVE_GAMES,
  HOUSE_PVP_GAMES,
  PVP_HAND_COST_IN_SMALL_BETS,
  HOUSE_SPORTS_GAMES,
  RoundError,
} from './house-rounds.service.js';
import * as repo from './house-settings.repo.js';

const toWire = (r: {
  game_code: string;
  enabled: boolean;
  min_bet: bigint;
  max_bet: bigint;
}): HvGameSettings => ({
  game: r.game_code,
  enabled: r.enabled,
  minBet: String(r.min_bet),
  maxBet: String(r.max_bet),
});

/** The operator's settings of each house game: on/off and stake limits (minor units). */
export const listGameSettings = async (db: Db, merchantId: number): Promise<HvGameSettings[]> =>
  (await repo.listSettings(db, merchantId)).map(toWire);

export async function setGameSettings(
  db: Db,
  merchantId: number,
  change: { game: string; enabled?: boolean; minBet?: bigint; maxBet?: bigint },
): Promise<HvGameSettings> {
  if (
    !(
      [...HOUSE_GAMES, ...HOUSE_LIVE_GAMES, ...HOUSE_SPORTS_GAMES, ...HOUSE_PVP_GAMES] as readonly string[]
    ).includes(change.game)
  )
    throw new RoundError('game.not.found', 'no such game');
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockSettings(trx, merchantId, change.game);
    const next = {
      enabled: change.enabled ?? current?.enabled ?? true,
      min_bet: change.minBet ?? (current ? BigInt(current.min_bet) : undefined),
      max_bet: change.maxBet ?? (current ? BigInt(current.max_bet) : undefined),
    };
    // A card room's minimum is its small bet; its maximum is what a hand can cost at most.
    if ((HOUSE_PVP_GAMES as readonly string[]).includes(change.game) && next.min_bet !== undefined)
      next.max_bet = next.min_bet * BigInt(PVP_HAND_COST_IN_SMALL_BETS);
    if (
      next.min_bet === undefined ||
      next.max_bet === undefined ||
      next.min_bet <= 0n ||
      next.max_bet < next.min_bet
    ) {
      throw new RoundError('bet.out.of.limits', 'the minimum must be above zero and not above the maximum');
    }
    const row: repo.GameSettingsRow = {
      merchant_id: merchantId,
      game_code: change.game,
      enabled: next.enabled,
      min_bet: next.min_bet,
      max_bet: next.max_bet,
    };
    await repo.upsertSettings(trx, row);
    return toWire({ ...row, min_bet: row.min_bet, max_bet: row.max_bet });
  });
}

/** The house vendor's per-game settings of each operator, as its API serves them. */
export class HouseGameSettings {
  constructor(private readonly db: Db) {}

  list(merchantId: number): Promise<HvGameSettings[]> {
    return listGameSettings(this.db, merchantId);
  }

  set(merchantId: number, change: Parameters<typeof setGameSettings>[2]): Promise<HvGameSettings> {
    return setGameSettings(this.db, merchantId, change);
  }
}
