import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type DrawRow = {
  game_code: string;
  issue: string;
  close_at: Date;
  draw_at: Date;
  status: 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'VOID';
  seed: string | null;
  commit: string | null;
  result: string[] | null;
  source: 'HOUSE' | 'FEED' | 'MANUAL';
};

const DRAW_COLUMNS = [
  'game_code',
  'issue',
  'close_at',
  'draw_at',
  'status',
  'seed',
  'commit',
  'result',
  'source',
] as const;

/**
 * Each game's last scheduled draw time and how many draws still take bets at `now`. A draw whose
 * betting time has passed is not counted even before the job marks it closed, so a run after a
 * pause (a restart, a clock moved on) schedules the next draws at once instead of one run later.
 */
export const latestDrawTimes = (db: Db, now: Date) =>
  db
    .selectFrom('house_lottery_draws')
    .select([
      'game_code',
      sql<Date>`max(draw_at)`.as('last'),
      sql<string>`count(*) filter (where status = 'OPEN' and close_at > ${now})`.as('open'),
    ])
    .groupBy('game_code')
    .execute();

export const insertDraws = (
  db: Db,
  rows: Array<{
    game: string;
    issue: string;
    closeAt: Date;
    drawAt: Date;
    seed: string | null;
    commit: string | null;
    source: DrawRow['source'];
  }>,
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('house_lottery_draws')
        .values(
          rows.map((r) => ({
            game_code: r.game,
            issue: r.issue,
            close_at: r.closeAt,
            draw_at: r.drawAt,
            seed: r.seed,
            commit: r.commit,
            source: r.source,
          })),
        )
        .onConflict((oc) => oc.columns(['game_code', 'issue']).doNothing())
        .execute();

/** Draws already made (demo history): inserted settled, with their published seed and result. */
export const insertPastDraws = (
  db: Db,
  rows: Array<{
    game: string;
    issue: string;
    closeAt: Date;
    drawAt: Date;
    seed: string;
    commit: string;
    result: string[];
  }>,
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('house_lottery_draws')
        .values(
          rows.map((r) => ({
            game_code: r.game,
            issue: r.issue,
            close_at: r.closeAt,
            draw_at: r.drawAt,
            status: 'SETTLED' as const,
            seed: r.seed,
            commit: r.commit,
            result: JSON.stringify(r.result),
            drawn_at: r.drawAt,
            settled_at: r.drawAt,
          })),
        )
        .onConflict((oc) => oc.columns(['game_code', 'issue']).doNothing())
        .execute();

/** Marks the open draws whose betting time is over as closed; answers them. */
export const closeDue = (db: Db, now: Date) =>
  db
    .updateTable('house_lottery_draws')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where('close_at', '<=', now)
    .returning(DRAW_COLUMNS)
    .execute() as Promise<DrawRow[]>;

/** Draws of this result source whose time has come and that have no result yet. */
export const listDueDraws = (db: Db, source: DrawRow['source'], now: Date, limit: number) =>
  db
    .selectFrom('house_lottery_draws')
    .select(DRAW_COLUMNS)
    .where('status', 'in', ['OPEN', 'CLOSED'])
    .where('source', '=', source)
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute() as Promise<DrawRow[]>;

/** Records the result once: answers the row only when this call made the draw. */
export const markDrawn = (
  db: Db,
  d: { game: string; issue: string; result: string[]; source: DrawRow['source']; now: Date },
) =>
  db
    .updateTable('house_lottery_draws')
    .set({ status: 'DRAWN', result: JSON.stringify(d.result), source: d.source, drawn_at: d.now })
    .where('game_code', '=', d.game)
    .where('issue', '=', d.issue)
    .where('status', 'in', ['OPEN', 'CLOSED'])
    .returning(DRAW_COLUMNS)
    .executeTakeFirst() as Promise<DrawRow | undefined>;

export const listDrawnUnsettled = (db: Db, limit: number) =>
  db
    .selectFrom('house_lottery_draws')
    .select(DRAW_COLUMNS)
    .where('status', '=', 'DRAWN')
    .orderBy('draw_at')
    .limit(limit)
    .execute() as Promise<DrawRow[]>;

export const markSettled = (db: Db, game: string, issue: string, now: Date) =>
  db
    .updateTable('house_lottery_draws')
    .set({ status: 'SETTLED', settled_at: now })
    .where('game_code', '=', game)
    .where('issue', '=', issue)
    .where('status', '=', 'DRAWN')
    .returning(DRAW_COLUMNS)
    .executeTakeFirst() as Promise<DrawRow | undefined>;

/** Voids a draw not settled yet: answers it when this call voided it. */
export const markVoid = (db: Db, game: string, issue: string) =>
  db
    .updateTable('house_lottery_draws')
    .set({ status: 'VOID' })
    .where('game_code', '=', game)
    .where('issue', '=', issue)
    .where('status', 'in', ['OPEN', 'CLOSED', 'DRAWN'])
    .returning(DRAW_COLUMNS)
    .executeTakeFirst() as Promise<DrawRow | undefined>;

export const findDraw = (db: Db, game: string, issue: string) =>
  db
    .selectFrom('house_lottery_draws')
    .select(DRAW_COLUMNS)
    .where('game_code', '=', game)
    .where('issue', '=', issue)
    .executeTakeFirst() as Promise<DrawRow | undefined>;

/** The next open draw of every game. */
export const nextOpenDraws = (db: Db, now: Date) =>
  db
    .selectFrom('house_lottery_draws as d')
    .select(DRAW_COLUMNS.map((c) => `d.${c}` as const))
    .where('d.status', '=', 'OPEN')
    .where('d.close_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('house_lottery_draws as e')
            .select('e.issue')
            .whereRef('e.game_code', '=', 'd.game_code')
            .where('e.status', '=', 'OPEN')
            .where('e.close_at', '>', now)
            .whereRef('e.draw_at', '<', 'd.draw_at'),
        ),
      ),
    )
    .execute() as Promise<DrawRow[]>;

/** A game's draws, newest first: drawn ones only (results) or all; optionally one UTC day. */
export const listDraws = async (
  db: Db,
  f: { game: string; drawnOnly: boolean; day?: { from: Date; to: Date }; offset: number; limit: number },
) => {
  let q = db.selectFrom('house_lottery_draws').where('game_code', '=', f.game);
  if (f.drawnOnly)
    q = q.where('status', 'in', ['DRAWN', 'SETTLED', 'VOID']).where('draw_at', '<=', new Date());
  if (f.day) q = q.where('draw_at', '>=', f.day.from).where('draw_at', '<', f.day.to);
  const [rows, total] = await Promise.all([
    q.select(DRAW_COLUMNS).orderBy('draw_at', 'desc').offset(f.offset).limit(f.limit).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as DrawRow[], total: Number(total.n) };
};
