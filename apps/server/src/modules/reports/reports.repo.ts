import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Sums as text (bigint-safe); the service turns minor units into wire amounts. */
export type GgrRow = {
  day: string;
  vendor: string;
  category: string;
  stake: string;
  payout: string;
  valid_bet: string;
  bet_count: string;
  players: string;
};
export type ChannelRow = {
  day: string;
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  channel: string;
  count: string;
  amount: string;
};
export type PlayerDayRow = {
  day: string;
  new_players: string;
  active_players: string;
  bonus_count: string;
  bonus_amount: string;
};
export type ShareRow = {
  name: string;
  stake: string;
  payout: string;
  today_stake: string;
  today_payout: string;
};
export type QueueRow = { queue: string; count: string; oldest_at: Date | null };

const range = (from: string, to: string) => sql`day >= ${from}::date and day <= ${to}::date`;

export const ggrRows = async (db: Db, merchantId: number, from: string, to: string) =>
  (
    await sql<GgrRow>`
      select day::text as day, vendor, category, stake::text, payout::text, valid_bet::text,
        bet_count::text, players::text
      from daily_game_stats where merchant_id = ${merchantId} and ${range(from, to)}
      order by day, vendor, category
    `.execute(db)
  ).rows;

export const channelRows = async (db: Db, merchantId: number, from: string, to: string) =>
  (
    await sql<ChannelRow>`
      select day::text as day, kind, channel, count::text, amount::text
      from daily_money_stats where merchant_id = ${merchantId} and ${range(from, to)}
      order by day, kind, channel
    `.execute(db)
  ).rows;

export const playerDays = async (db: Db, merchantId: number, from: string, to: string) =>
  (
    await sql<PlayerDayRow>`
      select day::text as day, new_players::text, active_players::text, bonus_count::text, bonus_amount::text
      from daily_player_stats where merchant_id = ${merchantId} and ${range(from, to)}
      order by day
    `.execute(db)
  ).rows;

/** Stakes and payouts per vendor or category over the range, with `today`'s. */
export const ggrShares = async (
  db: Db,
  merchantId: number,
  by: 'vendor' | 'category',
  from: string,
  to: string,
) =>
  (
    await sql<ShareRow>`
      select ${sql.ref(by)} as name, sum(stake)::text as stake, sum(payout)::text as payout,
        coalesce(sum(stake) filter (where day = ${to}::date), 0)::text as today_stake,
        coalesce(sum(payout) filter (where day = ${to}::date), 0)::text as today_payout
      from daily_game_stats where merchant_id = ${merchantId} and ${range(from, to)}
      group by 1 order by sum(stake) - sum(payout) desc, 1
    `.execute(db)
  ).rows;

/** The operator's waiting queues, read live from the raw rows (partial indexes on PENDING). */
export const pendingQueues = async (db: Db, merchantId: number) =>
  (
    await sql<QueueRow>`
      select 'deposits' as queue, count(*)::text as count, min(created_at) as oldest_at
        from deposits where merchant_id = ${merchantId} and status = 'PENDING'
      union all
      select 'withdrawals', count(*)::text, min(created_at)
        from withdrawals where merchant_id = ${merchantId} and status = 'PENDING'
      union all
      select 'vendorTransfers', count(*)::text, min(created_at)
        from vendor_transfers where merchant_id = ${merchantId} and status = 'PENDING'
    `.execute(db)
  ).rows;
