import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export const insertSession = (
  db: Db,
  s: {
    tokenHash: string;
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    nickname?: string;
    expiresAt: Date;
  },
) =>
  db
    .insertInto('house_game_sessions')
    .values({
      token_hash: s.tokenHash,
      merchant_id: s.merchantId,
      player: s.player,
      game_code: s.game,
      demo: s.demo,
      nickname: s.nickname ?? null,
      expires_at: s.expiresAt,
    })
    .execute();

/** The session of this token hash if it has not expired by `now`. */
export const findLiveSession = (db: Db, tokenHash: string, now: Date) =>
  db
    .selectFrom('house_game_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Ends every live session of a player (all house products share the table). */
export const expirePlayerSessions = (db: Db, merchantId: number, player: string, now: Date) =>
  db
    .updateTable('house_game_sessions')
    .set({ expires_at: now })
    .where('merchant_id', '=', merchantId)
    .where('player', '=', player)
    .where('expires_at', '>', now)
    .execute();

export const insertRound = (
  db: Db,
  r: {
    merchantId: number;
    player: string;
    game: string;
    stake: bigint;
    payout: bigint;
    demo: boolean;
    outcomeJson: string;
  },
) =>
  db
    .insertInto('house_game_rounds')
    .values({
      merchant_id: r.merchantId,
      player: r.player,
      game_code: r.game,
      stake: r.stake,
      payout: r.payout,
      demo: r.demo,
      outcome: r.outcomeJson,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A place in the bet feed: after the round `id` written by transaction `xid`. */
export interface RoundFeedCursor {
  xid: string;
  id: bigint;
}

/**
 * Real (not free-play) rounds after `after` in (xid, id) order, only those written by transactions
 * older than every one still running (migration 0034): they have all committed or are gone, so no
 * round can later appear behind the cursor.
 */
export const listRealRoundsAfter = (db: Db, merchantId: number, after: RoundFeedCursor, limit: number) =>
  db
    .selectFrom('house_game_rounds')
    .select(['id', 'player', 'game_code', 'stake', 'payout', 'created_at', sql<string>`xid::text`.as('xid')])
    .where('merchant_id', '=', merchantId)
    .where('demo', '=', false)
    .where(sql<boolean>`(xid, id) > (${after.xid}::xid8, ${after.id.toString()}::bigint)`)
    .where(sql<boolean>`xid < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy('xid')
    .orderBy('id')
    .limit(limit)
    .execute();
