import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { FeedCursor } from '../house-vendor/bets-feed.js';
import { SPOTS, type Spot } from './games/baccarat.js';

/** The stake column of each spot. */
const COLUMN: Record<Spot, string> = {
  PLAYER: 'stake_player',
  BANKER: 'stake_banker',
  TIE: 'stake_tie',
  PLAYER_PAIR: 'stake_player_pair',
  BANKER_PAIR: 'stake_banker_pair',
};
const STAKES = sql.raw(SPOTS.map((s) => `${COLUMN[s]}::text as "${s}"`).join(', '));

export type SpotStakes = Record<Spot, string>;

/** The wallet's bet on a round, locked until the transaction ends (a bet adds to it). */
export const lockBet = async (db: Db, roundId: string, merchantId: number, wallet: string) =>
  (
    await sql<SpotStakes>`
    select ${STAKES} from live_bets
    where round_id = ${roundId}::bigint and merchant_id = ${merchantId} and wallet = ${wallet} for update
  `.execute(db)
  ).rows[0];

export const findBet = async (db: Db, roundId: string, merchantId: number, wallet: string) =>
  (
    await sql<SpotStakes>`
    select ${STAKES} from live_bets
    where round_id = ${roundId}::bigint and merchant_id = ${merchantId} and wallet = ${wallet}
  `.execute(db)
  ).rows[0];

/** Writes the wallet's bet on a round as these cumulative stakes (one row per wallet and round). */
export async function saveBet(
  db: Db,
  b: { roundId: string; merchantId: number; wallet: string; player: string; demo: boolean },
  stakes: Record<Spot, bigint>,
) {
  const values = SPOTS.map((s) => sql`${stakes[s].toString()}::bigint`);
  const total = SPOTS.reduce((sum, s) => sum + stakes[s], 0n);
  const columns = sql.raw(SPOTS.map((s) => COLUMN[s]).join(', '));
  const updates = sql.raw(SPOTS.map((s) => `${COLUMN[s]} = excluded.${COLUMN[s]}`).join(', '));
  await sql`
    insert into live_bets (round_id, merchant_id, wallet, player, demo, ${columns}, stake)
    values (${b.roundId}::bigint, ${b.merchantId}, ${b.wallet}, ${b.player}, ${b.demo}, ${sql.join(values)}, ${total.toString()}::bigint)
    on conflict (round_id, merchant_id, wallet) do update set ${updates}, stake = excluded.stake
  `.execute(db);
}

/**
 * Settles every bet of a round in one statement: payout = Σ stake × factor / 100 (hundredths,
 * rounded down once per bet), the settling transaction's id for the feed, the wallets credited.
 */
export async function settleBets(db: Db, roundId: string, factors: Record<Spot, number>, now: Date) {
  const payout = sql.raw(
    `(${SPOTS.map((s) => `${COLUMN[s]} * ${Math.trunc(factors[s])}`).join(' + ')}) / 100`,
  );
  const { rows } = await sql<{ bets: number; stake: string; paid: string }>`
    with upd as (
      update live_bets set payout = ${payout}, settled_at = ${now}, settle_xid = pg_current_xact_id()
      where round_id = ${roundId}::bigint and payout is null
      returning merchant_id, wallet, stake, payout
    ),
    credit as (
      update house_vendor_wallets w set balance = w.balance + s.total
      from (select merchant_id, wallet, sum(payout) as total from upd where payout > 0 group by merchant_id, wallet) s
      where w.merchant_id = s.merchant_id and w.player = s.wallet
      returning 1
    )
    select count(*)::int as bets, coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as paid from upd
  `.execute(db);
  return rows[0]!;
}

/** Every player's stakes on a round by spot, and how many bet (the table's live figures). */
export const roundTotals = async (db: Db, roundId: string) =>
  (
    await sql<SpotStakes & { bettors: number }>`
    select ${sql.raw(SPOTS.map((s) => `coalesce(sum(${COLUMN[s]}), 0)::text as "${s}"`).join(', '))},
      count(*)::int as bettors
    from live_bets where round_id = ${roundId}::bigint
  `.execute(db)
  ).rows[0]!;

/** The wallet's most recent settled bet. */
export const lastSettled = async (db: Db, merchantId: number, wallet: string) =>
  (
    await sql<{ no: string; stake: string; payout: string }>`
    select r.no::text, b.stake::text, b.payout::text
    from live_bets b join live_rounds r on r.id = b.round_id
    where b.merchant_id = ${merchantId} and b.wallet = ${wallet} and b.payout is not null
    order by b.id desc limit 1
  `.execute(db)
  ).rows[0];

/**
 * Settled real bets after the cursor in (settling xid, id) order, only those settled by
 * transactions older than every one still running (as the house rounds' feed, migration 0034).
 */
export const settledAfter = async (db: Db, merchantId: number, after: FeedCursor, limit: number) =>
  (
    await sql<{
      id: string;
      player: string;
      table_code: string;
      stake: string;
      payout: string;
      created_at: Date;
      settled_at: Date;
      xid: string;
    }>`
    select b.id::text, b.player, r.table_code, b.stake::text, b.payout::text, b.created_at, b.settled_at,
      b.settle_xid::text as xid
    from live_bets b join live_rounds r on r.id = b.round_id
    where b.merchant_id = ${merchantId} and not b.demo and b.settle_xid is not null
      and (b.settle_xid, b.id) > (${after.xid}::xid8, ${after.id.toString()}::bigint)
      and b.settle_xid < pg_snapshot_xmin(pg_current_snapshot())
    order by b.settle_xid, b.id limit ${limit}
  `.execute(db)
  ).rows;
