import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { Goal } from './games/virtual-match.js';

export interface SportEventRow {
  id: string;
  book: 'SPORTS' | 'ESPORTS';
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  duration_ms: number;
  home_xg: number;
  away_xg: number;
  handicap_line: number;
  total_line: number;
  home_goals: number;
  away_goals: number;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  suspended: boolean;
  virtual: boolean;
  seed: string | null;
  commit: string | null;
  goals: Goal[] | null;
  settled_at: Date | null;
}

export type NewSportEvent = Pick<
  SportEventRow,
  | 'book'
  | 'sport'
  | 'league'
  | 'home'
  | 'away'
  | 'starts_at'
  | 'duration_ms'
  | 'home_xg'
  | 'away_xg'
  | 'handicap_line'
  | 'total_line'
> & {
  virtual_key?: string;
  seed?: string | null;
  commit?: string | null;
  goals?: Goal[] | null;
};

const COLUMNS = sql.raw(
  `id::text, book, sport, league, home, away, starts_at, duration_ms, home_xg, away_xg, handicap_line,
   total_line, home_goals, away_goals, status, suspended, virtual, seed, commit, goals, settled_at`,
);

const values = (e: NewSportEvent) => sql`(
  ${e.book}, ${e.sport}, ${e.league}, ${e.home}, ${e.away}, ${e.starts_at}, ${e.duration_ms}, ${e.home_xg},
  ${e.away_xg}, ${e.handicap_line}, ${e.total_line}, ${e.virtual_key !== undefined}, ${e.virtual_key ?? null},
  ${e.seed ?? null}, ${e.commit ?? null}, ${e.goals ? JSON.stringify(e.goals) : null}::jsonb)`;
const INSERT = sql.raw(
  `insert into sport_events (book, sport, league, home, away, starts_at, duration_ms, home_xg, away_xg,
   handicap_line, total_line, virtual, virtual_key, seed, commit, goals) values `,
);

export const insertEvents = async (db: Db, events: NewSportEvent[]) =>
  events.length === 0
    ? []
    : (await sql<SportEventRow>`${INSERT} ${sql.join(events.map(values))} returning ${COLUMNS}`.execute(db))
        .rows;

/** Virtual fixtures of a slot, written once however many processes run the feed. */
export const insertVirtualsOnce = async (db: Db, events: NewSportEvent[]) =>
  (
    await sql<{ id: string }>`
    ${INSERT} ${sql.join(events.map(values))}
    on conflict (virtual_key) do nothing returning id::text
  `.execute(db)
  ).rows.length;

export const findEvent = async (db: Db, id: string) =>
  (await sql<SportEventRow>`select ${COLUMNS} from sport_events where id = ${id}::bigint`.execute(db))
    .rows[0];

/** Events locked for a change (settle, void, score): a bet on them waits, then sees the change. */
export const lockEvents = async (db: Db, ids: string[], mode: 'share' | 'update') =>
  ids.length === 0
    ? []
    : (
        await sql<SportEventRow>`
    select ${COLUMNS} from sport_events where id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})
    order by id for ${sql.raw(mode === 'share' ? 'share' : 'update')}
  `.execute(db)
      ).rows;

/** The book's open events from those in play to those starting before `until`, by kick-off. */
export const listOpenEvents = async (db: Db, book: string, until: Date) =>
  (
    await sql<SportEventRow>`
    select ${COLUMNS} from sport_events
    where book = ${book} and status = 'OPEN' and starts_at < ${until}
    order by starts_at, id limit 200
  `.execute(db)
  ).rows;

export const recentResults = async (db: Db, book: string, limit: number) =>
  (
    await sql<SportEventRow>`
    select ${COLUMNS} from sport_events where book = ${book} and status <> 'OPEN'
    order by settled_at desc, id desc limit ${limit}
  `.execute(db)
  ).rows;

/** Virtual events whose full time has passed, still open. */
export const finishedVirtuals = async (db: Db, now: Date) =>
  (
    await sql<SportEventRow>`
    select ${COLUMNS} from sport_events
    where virtual and status = 'OPEN' and starts_at + duration_ms * interval '1 millisecond' <= ${now}
    order by starts_at limit 100
  `.execute(db)
  ).rows;

/** The kick-offs of a virtual league already written from `from` on. */
export const virtualStartsFrom = async (db: Db, league: string, from: Date) =>
  (
    await sql<{ at: Date }>`
    select distinct starts_at as at from sport_events where virtual and league = ${league} and starts_at >= ${from}
  `.execute(db)
  ).rows.map((r) => r.at);

export const setScore = (db: Db, id: string, home: number, away: number) =>
  sql`update sport_events set home_goals = ${home}, away_goals = ${away} where id = ${id}::bigint`.execute(
    db,
  );

export const setSuspended = (db: Db, id: string, suspended: boolean) =>
  sql`update sport_events set suspended = ${suspended} where id = ${id}::bigint`.execute(db);

export const markClosed = (
  db: Db,
  id: string,
  c: { status: 'SETTLED' | 'VOID'; home: number; away: number; now: Date },
) =>
  sql`
    update sport_events set status = ${c.status}, home_goals = ${c.home}, away_goals = ${c.away}, settled_at = ${c.now}
    where id = ${id}::bigint
  `.execute(db);

/** The operator's list: every event of the book, newest kick-off first, paged. */
export const pageEvents = async (
  db: Db,
  q: { book: string; status?: string | undefined; offset: number; limit: number },
) => {
  const status = q.status ? sql`and status = ${q.status}` : sql``;
  const [rows, count] = await Promise.all([
    sql<SportEventRow>`
      select ${COLUMNS} from sport_events where book = ${q.book} ${status}
      order by starts_at desc, id desc offset ${q.offset} limit ${q.limit}
    `.execute(db),
    sql<{ n: number }>`select count(*)::int as n from sport_events where book = ${q.book} ${status}`.execute(
      db,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
};
