import type { Db } from '../../db/create-db.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { oddsE4Of } from './games/odds.js';
import type { LotteryGameDef, PlayType } from './games/lottery-game.js';
import { defaultPlayTerms } from './lottery-games.js';
import * as settings from './lottery-settings.repo.js';

export interface PlayTerms {
  enabled: boolean;
  edgeBp: number;
  minBet: bigint;
  maxBet: bigint;
  maxExposure: bigint;
}

/**
 * Terms are read at every bet: kept a few seconds per operator and game. A change made here is seen
 * at once (`forgetTerms`); another process sees it within the TTL.
 */
const termsCache = new TtlCache<string, Map<string, PlayTerms>>(5_000, 10_000);

export const forgetTerms = (merchantId: number, game: string) => termsCache.forget(`${merchantId}|${game}`);

/** An operator's terms for each play type of a game: its own rows, else the defaults. */
export const termsOf = (db: Db, merchantId: number, game: LotteryGameDef): Promise<Map<string, PlayTerms>> =>
  termsCache.get(`${merchantId}|${game.code}`, () => readTerms(db, merchantId, game));

async function readTerms(db: Db, merchantId: number, game: LotteryGameDef): Promise<Map<string, PlayTerms>> {
  const rows = await settings.playSettings(db, merchantId, game.code);
  const own = new Map(rows.map((r) => [r.play_type, r]));
  return new Map(
    game.playTypes.map((p) => {
      const r = own.get(p.code);
      const terms: PlayTerms = r
        ? {
            enabled: r.enabled,
            edgeBp: r.edge_bp,
            minBet: BigInt(r.min_bet),
            maxBet: BigInt(r.max_bet),
            maxExposure: BigInt(r.max_exposure),
          }
        : defaultPlayTerms(game.group);
      return [p.code, terms];
    }),
  );
}

const oddsCache = new Map<string, bigint>();

/** Odds × 10000 of one pick at a house edge (cached: expectedWins can be costly to compute). */
export function pickOddsE4(game: LotteryGameDef, playType: PlayType, pick: string, edgeBp: number): bigint {
  const key = `${game.code}|${playType.code}|${pick}|${edgeBp}`;
  let odds = oddsCache.get(key);
  if (odds === undefined) {
    odds = oddsE4Of(playType.expectedWins(pick), edgeBp);
    if (oddsCache.size > 100_000) oddsCache.clear();
    oddsCache.set(key, odds);
  }
  return odds;
}

/** The odds a player is offered: per option of a choice, one figure ("*") for numbers and combos. */
export function offeredOdds(
  game: LotteryGameDef,
  playType: PlayType,
  edgeBp: number,
): Record<string, number> {
  const shape = playType.shape;
  if (shape.kind === 'choice')
    return Object.fromEntries(
      shape.options.map((o) => [o, Number(pickOddsE4(game, playType, o, edgeBp)) / 10_000]),
    );
  const sample =
    shape.kind === 'number'
      ? '0'.repeat(shape.digits)
      : Array.from({ length: shape.size }, (_, i) => String(i).padStart(shape.digits, '0')).join('-');
  const pick = playType.pick(sample);
  return pick === null ? {} : { '*': Number(pickOddsE4(game, playType, pick, edgeBp)) / 10_000 };
}
