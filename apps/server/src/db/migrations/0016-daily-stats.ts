import { sql, type Kysely } from 'kysely';

/**
 * Aggregate tables for the dashboard and the reports (issue 13, decision on daily stats): one row
 * per merchant and calendar day in REPORT_TIME_ZONE, kept by the `roll-up-daily-stats` job from the
 * raw rows. A day's rows are always recomputed whole from the raw rows (never incremented), so a
 * run that repeats, or overlaps rows an earlier run saw, never counts twice. `daily_stats_marks`
 * holds each source's watermark (last id, or last time) and the oldest transaction running at the
 * last run; they move in the same transaction as the rows they produced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_game_stats (
      merchant_id int not null references merchants(id),
      day date not null,
      vendor text not null,
      category text not null,
      stake bigint not null,
      payout bigint not null,
      valid_bet bigint not null,
      bet_count bigint not null,
      players int not null,
      primary key (merchant_id, day, vendor, category)
    );

    -- Deposits (by channel name) and withdrawals (by the bank of the card paid to), per day.
    create table daily_money_stats (
      merchant_id int not null references merchants(id),
      day date not null,
      kind text not null check (kind in ('DEPOSIT', 'WITHDRAWAL')),
      channel text not null,
      count bigint not null,
      amount bigint not null,
      primary key (merchant_id, day, kind, channel)
    );

    create table daily_player_stats (
      merchant_id int not null references merchants(id),
      day date not null,
      new_players int not null,
      -- Placed a bet or had a deposit confirmed that day.
      active_players int not null,
      bonus_count bigint not null,
      bonus_amount bigint not null,
      primary key (merchant_id, day)
    );

    create table daily_stats_marks (
      source text primary key,
      last_id bigint not null default 0,
      last_at timestamptz,
      updated_at timestamptz not null default now()
    );
    -- 'snapshot': the oldest transaction still running at the last run (its rows may commit later).
    insert into daily_stats_marks (source) values ('bets'), ('deposits'), ('withdrawals'), ('bonuses'), ('members'),
      ('snapshot');

    -- The raw rows of one merchant's day, and the rows changed since a watermark.
    create index bets_merchant_placed on bets (merchant_id, placed_at);
    create index deposits_completed on deposits (completed_at) where status = 'SUCCESS';
    create index deposits_merchant_completed on deposits (merchant_id, completed_at) where status = 'SUCCESS';
    create index withdrawals_paid on withdrawals (paid_at) where paid_at is not null;
    create index withdrawals_merchant_paid on withdrawals (merchant_id, paid_at) where paid_at is not null;
    create index bonuses_merchant_created on bonuses (merchant_id, created_at);
    create index members_merchant_created on members (merchant_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bets_merchant_placed, deposits_completed, deposits_merchant_completed, withdrawals_paid,
      withdrawals_merchant_paid, bonuses_merchant_created, members_merchant_created;
    drop table daily_stats_marks, daily_player_stats, daily_money_stats, daily_game_stats;
  `.execute(db);
}
