import { sql } from 'kysely';
import type { MissionPeriod } from '@bet/contracts/missions/mission-rules';
import type { Db } from '../../db/create-db.js';

/**
 * The progress feed's SQL (migration 0036): which players have new settled bets, deposits or logins
 * since the feed's bound, and the recount of their missions from those rows. Run inside one
 * transaction: the recount and the feed's move commit together or not at all.
 */

/** A bigint[] parameter both drivers accept: an array literal cast in SQL. */
const bigints = (ids: bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** Locks the feed: one recount at a time (another process's run waits, then finds nothing new). */
export async function lockFeed(trx: Db): Promise<string> {
  const { rows } = await sql<{ bound: string }>`
    select bound::text as bound from mission_feed for update`.execute(trx);
  return rows[0]!.bound;
}

/** Every transaction below the snapshot's xmin has ended: rows stamped below it are final. */
export async function feedUpper(trx: Db): Promise<string> {
  const { rows } = await sql<{ upper: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as upper`.execute(trx);
  return rows[0]!.upper;
}

export async function moveFeed(trx: Db, bound: string): Promise<void> {
  await sql`update mission_feed set bound = ${bound}::xid8, updated_at = now()`.execute(trx);
}

export async function feedUpdatedAt(db: Db): Promise<Date | null> {
  const { rows } = await sql<{ updated_at: Date | null }>`select updated_at from mission_feed`.execute(db);
  return rows[0]?.updated_at ?? null;
}

/** Real players (not trial accounts) with a bet settled, a deposit completed or a login in [from, to). */
export async function touchedMembers(trx: Db, from: string, to: string): Promise<bigint[]> {
  const { rows } = await sql<{ member_id: bigint }>`
    select t.member_id from (
      select member_id from bets where settled_xid >= ${from}::xid8 and settled_xid < ${to}::xid8
      union
      select member_id from deposits where completed_xid >= ${from}::xid8 and completed_xid < ${to}::xid8
      union
      select member_id from login_history
      where xid >= ${from}::xid8 and xid < ${to}::xid8 and result = 'SUCCESS'
    ) t join members m on m.id = t.member_id and m.type <> 4`.execute(trx);
  return rows.map((r) => BigInt(r.member_id));
}

export interface Window {
  period: MissionPeriod;
  key: string;
  start: Date;
  end: Date;
}

/**
 * Recounts the active missions of `members` in each window from the raw rows, and writes the
 * figure (never adds to it): a replay of the same rows writes the same progress. A mission is
 * completed the first time its count reaches the target, and stays so.
 */
export async function recount(
  trx: Db,
  members: bigint[],
  windows: Window[],
  timeZone: string,
): Promise<number> {
  if (members.length === 0 || windows.length === 0) return 0;
  const values = sql.join(
    windows.map((w) => sql`(${w.period}, ${w.key}, ${w.start}::timestamptz, ${w.end}::timestamptz)`),
  );
  const { numAffectedRows } = await sql`
    insert into mission_progress (mission_id, member_id, period, period_end, progress, completed_at)
    select m.id, mem.id, w.key, w.period_end, c.progress,
           case when c.progress >= m.target then now() end
    from missions m
    join (values ${values}) w (period, key, period_start, period_end) on w.period = m.period
    join members mem on mem.merchant_id = m.merchant_id and mem.id = any(${bigints(members)})
    cross join lateral (
      select case m.task
        when 'BET' then (
          select coalesce(sum(b.valid_bet), 0) from bets b
          where b.member_id = mem.id and b.status = 'SETTLED'
            and coalesce(b.settled_at, b.placed_at) >= w.period_start
            and coalesce(b.settled_at, b.placed_at) < w.period_end
            and (m.category is null or b.category = m.category))
        when 'DEPOSITS' then (
          select count(*) from deposits d
          where d.member_id = mem.id and d.status = 'SUCCESS'
            and d.completed_at >= w.period_start and d.completed_at < w.period_end)
        else (
          select count(distinct (l.at at time zone ${timeZone})::date) from login_history l
          where l.member_id = mem.id and l.result = 'SUCCESS'
            and l.at >= w.period_start and l.at < w.period_end)
      end::bigint as progress
    ) c
    where m.status = 'ACTIVE' and c.progress > 0
    on conflict (mission_id, member_id, period) do update set
      progress = excluded.progress,
      completed_at = coalesce(mission_progress.completed_at, excluded.completed_at)`.execute(trx);
  return Number(numAffectedRows ?? 0n);
}
