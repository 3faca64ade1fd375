import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface TeamDayRow {
  day: string;
  deposits: string;
  withdrawals: string;
  stake: string;
  valid_bet: string;
  payout: string;
  bonuses: string;
  first_deposits: number;
  active_members: number;
  new_registrations: number;
}

/** The ancestor's team days (itself included) in [first, last], from the roll-up only. */
export async function teamDays(db: Db, ancestor: bigint, first: string, last: string): Promise<TeamDayRow[]> {
  return (
    await sql<TeamDayRow>`
      select to_char(day, 'YYYY-MM-DD') as day, deposits::text, withdrawals::text, stake::text,
        valid_bet::text, payout::text, bonuses::text, first_deposits, active_members, new_registrations
      from team_daily_stats
      where ancestor_id = ${String(ancestor)}::bigint and day between ${first}::date and ${last}::date
      order by day
    `.execute(db)
  ).rows;
}

/**
 * Members of the team (itself included) with a settled bet on any day of the range, each once:
 * each is counted on its first active day of the range, the day whose previous active day is
 * before the range (team_active_returns, migration 0029).
 */
export async function activeMembers(db: Db, ancestor: bigint, first: string, last: string): Promise<number> {
  const row = (
    await sql<{ n: number }>`
      select coalesce(sum(members), 0)::int as n from team_active_returns
      where ancestor_id = ${String(ancestor)}::bigint and day between ${first}::date and ${last}::date
        and prev_day < ${first}::date
    `.execute(db)
  ).rows[0];
  return row?.n ?? 0;
}

/** Direct downlines and everyone under the member (itself excluded). */
export async function teamSize(db: Db, ancestor: bigint): Promise<{ direct: number; total: number }> {
  const row = (
    await sql<{ direct: number; total: number }>`
      select count(*) filter (where depth = 1)::int as direct, count(*) filter (where depth > 0)::int as total
      from member_tree where ancestor_id = ${String(ancestor)}::bigint
    `.execute(db)
  ).rows[0];
  return { direct: row?.direct ?? 0, total: row?.total ?? 0 };
}

/** Epoch ms of the start of `day` in `timeZone`. */
export async function dayStartMs(db: Db, timeZone: string, day: string): Promise<number> {
  const row = (
    await sql<{ ms: string }>`
      select (extract(epoch from (${day}::date::timestamp at time zone ${timeZone})) * 1000)::bigint::text as ms
    `.execute(db)
  ).rows[0];
  return Number(row?.ms ?? 0);
}
