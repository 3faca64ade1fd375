import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A launch's allowance (minor units; null: no such limit): counting starts again from nothing. */
export const setAllowance = (
  db: Db,
  a: {
    merchantId: number;
    player: string;
    stakeLeft: bigint | null;
    lossLeft: bigint | null;
    playUntil: Date | null;
  },
) =>
  db
    .insertInto('house_play_allowances')
    .values({
      merchant_id: a.merchantId,
      player: a.player,
      stake_left: a.stakeLeft,
      loss_left: a.lossLeft,
      play_until: a.playUntil,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'player']).doUpdateSet({
        stake_left: a.stakeLeft,
        loss_left: a.lossLeft,
        play_until: a.playUntil,
        staked: 0n,
        paid: 0n,
        set_at: sql`now()`,
      }),
    )
    .execute();

/**
 * Counts a bet against the player's allowance when it fits (one statement, in the bet's
 * transaction): 'OK', 'REFUSED' (past the stake, the loss or the time allowed), or 'NONE' (no
 * allowance: a player launched before allowances, or with none sent). A loss counts the stake
 * as lost until its payout is known (a lottery bet pays at its draw).
 */
export async function spendAllowance(
  db: Db,
  b: { merchantId: number; player: string; stake: bigint; payout: bigint; now: Date },
): Promise<'OK' | 'REFUSED' | 'NONE'> {
  const spent = await db
    .updateTable('house_play_allowances')
    .set({ staked: sql`staked + ${b.stake}`, paid: sql`paid + ${b.payout}` })
    .where('merchant_id', '=', b.merchantId)
    .where('player', '=', b.player)
    .where(
      sql<boolean>`(play_until is null or play_until > ${b.now})
        and (stake_left is null or staked + ${b.stake} <= stake_left)
        and (loss_left is null or staked - paid + ${b.stake} <= loss_left)`,
    )
    .returning('player')
    .executeTakeFirst();
  if (spent) return 'OK';
  const exists = await db
    .selectFrom('house_play_allowances')
    .select('player')
    .where('merchant_id', '=', b.merchantId)
    .where('player', '=', b.player)
    .executeTakeFirst();
  return exists ? 'REFUSED' : 'NONE';
}

/** Gives back a bet counted by `spendAllowance` whose placing failed afterwards. */
export const returnAllowance = (db: Db, b: { merchantId: number; player: string; stake: bigint }) =>
  db
    .updateTable('house_play_allowances')
    .set({ staked: sql`staked - ${b.stake}` })
    .where('merchant_id', '=', b.merchantId)
    .where('player', '=', b.player)
    .execute();
