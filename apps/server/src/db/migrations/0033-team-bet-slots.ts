import { sql, type Kysely } from 'kysely';

/**
 * Team betting totals without summing today's raw bets (issue 15, decision 0040 "Team betting,
 * the totals"): the settled bets of the last report days in 15-minute slots (`date_bin`, UTC
 * grid; every report day of a zone whose offset is a multiple of 15 minutes is whole slots).
 *
 * `member_bet_slots`: one member's settled bets of one report day per slot, recomputed WHOLE with
 * the member day by the team roll-up (key by day first: the roll-up reads and rewrites a touched
 * member day, and prunes whole days). `team_bet_slots`: the same sums over everyone under an
 * ancestor (itself included), moved by the difference new − old through member_tree like
 * team_daily_stats, in the same transaction. Kept only for the last days: the roll-up writes the
 * member days from the report day two days before its today on, and says from when the slots are
 * whole in team_stats_marks' `slots` row (`last_at`; null until its first run fills the window).
 * Derived rows that are pruned every day: no foreign keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_bet_slots (
      day date not null,
      member_id bigint not null,
      slot timestamptz not null,
      bet_count bigint not null,
      stake bigint not null,
      valid_bet bigint not null,
      payout bigint not null,
      primary key (day, member_id, slot)
    );
    create table team_bet_slots (
      ancestor_id bigint not null,
      slot timestamptz not null,
      bet_count bigint not null,
      stake bigint not null,
      valid_bet bigint not null,
      payout bigint not null,
      primary key (ancestor_id, slot)
    );
    insert into team_stats_marks (source) values ('slots');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from team_stats_marks where source = 'slots';
    drop table team_bet_slots, member_bet_slots;
  `.execute(db);
}
