import { sql, type Kysely } from 'kysely';

/**
 * Agent team roll-ups (issue 15, lane A), kept by the scheduler from the raw rows like the daily
 * stats of 0016: `member_daily_stats` is one member's report day (REPORT_TIME_ZONE), always
 * recomputed WHOLE from the raw rows; `team_daily_stats` is the same sums over everyone under an
 * ancestor (itself included), moved by the difference (new − old) of each recomputed member day
 * through `member_tree`, in the same transaction. `team_stats_marks` holds each source's watermark.
 * Team reports read only these tables (team betting's row page excepted: bets_member serves it).
 *
 * `member_sessions.site` says which site a session was opened on: an agent-site session (the agent
 * site's login) may use the agent calls and the shared account calls, never the member site's
 * player-only calls (deposit, game launch…).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_daily_stats (
      member_id bigint not null references members(id),
      day date not null,
      deposits bigint not null default 0,
      deposit_count int not null default 0,
      withdrawals bigint not null default 0,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count bigint not null default 0,
      bonuses bigint not null default 0,
      -- Agent income credited to the member that day (ledger transfers of type AGENT_INCOME).
      salaries bigint not null default 0,
      -- The member's first successful deposit ever fell on this day (amount 0 otherwise).
      first_deposit boolean not null default false,
      first_deposit_amount bigint not null default 0,
      -- At least one settled bet that day.
      active boolean not null default false,
      registered boolean not null default false,
      primary key (member_id, day)
    );
    create index member_daily_stats_active on member_daily_stats (day, member_id) where active;

    create table team_daily_stats (
      ancestor_id bigint not null references members(id),
      day date not null,
      deposits bigint not null default 0,
      deposit_count int not null default 0,
      withdrawals bigint not null default 0,
      stake bigint not null default 0,
      valid_bet bigint not null default 0,
      payout bigint not null default 0,
      bet_count bigint not null default 0,
      bonuses bigint not null default 0,
      salaries bigint not null default 0,
      first_deposits int not null default 0,
      first_deposit_amount bigint not null default 0,
      active_members int not null default 0,
      new_registrations int not null default 0,
      primary key (ancestor_id, day)
    );

    create table team_stats_marks (
      source text primary key,
      last_id bigint not null default 0,
      last_at timestamptz,
      updated_at timestamptz not null default now()
    );
    insert into team_stats_marks (source) values ('bets'), ('deposits'), ('withdrawals'), ('bonuses'),
      ('members'), ('income'), ('snapshot');

    alter table member_sessions add column site text not null default 'member'
      check (site in ('member', 'agent'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table member_sessions drop column site;
    drop table team_stats_marks, team_daily_stats, member_daily_stats;
  `.execute(db);
}
