import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface LiveRoundRow {
  id: string;
  table_code: string;
  no: string;
  opens_at: Date;
  closes_at: Date;
  next_at: Date;
  seed: string;
  commit: string;
  status: 'OPEN' | 'SETTLED';
  result: unknown;
}

const COLUMNS = sql`id::text, table_code, no::text, opens_at, closes_at, next_at, seed, commit, status, result`;

/** Writes a round with its committed seed unless another process did first; answers the stored row. */
export async function insertRoundOnce(
  db: Db,
  r: { table: string; no: bigint; opensAt: Date; closesAt: Date; nextAt: Date; seed: string; commit: string },
): Promise<{ row: LiveRoundRow; created: boolean }> {
  const inserted = (
    await sql<LiveRoundRow>`
    insert into live_rounds (table_code, no, opens_at, closes_at, next_at, seed, commit)
    values (${r.table}, ${r.no.toString()}::bigint, ${r.opensAt}, ${r.closesAt}, ${r.nextAt}, ${r.seed}, ${r.commit})
    on conflict (table_code, no) do nothing
    returning ${COLUMNS}
  `.execute(db)
  ).rows[0];
  if (inserted) return { row: inserted, created: true };
  return { row: (await findRound(db, r.table, r.no))!, created: false };
}

export const findRound = async (db: Db, table: string, no: bigint) =>
  (
    await sql<LiveRoundRow>`
    select ${COLUMNS} from live_rounds where table_code = ${table} and no = ${no.toString()}::bigint
  `.execute(db)
  ).rows[0];

/**
 * The round's row shared-locked for a bet: settlement takes it exclusively, so a bet either commits
 * before the round is settled (and is settled with it) or finds it settled.
 */
export const lockRoundForBet = async (db: Db, table: string, no: bigint) =>
  (
    await sql<LiveRoundRow>`
    select ${COLUMNS} from live_rounds where table_code = ${table} and no = ${no.toString()}::bigint for share
  `.execute(db)
  ).rows[0];

/** Open rounds whose betting has closed by `now`, oldest first. */
export const listDueRounds = async (db: Db, now: Date, limit: number) =>
  (
    await sql<LiveRoundRow>`
    select ${COLUMNS} from live_rounds where status = 'OPEN' and closes_at <= ${now}
    order by closes_at, id limit ${limit}
  `.execute(db)
  ).rows;

/** Locks a round for settlement; undefined when another run settled it first. */
export const lockOpenRound = async (db: Db, id: string) =>
  (
    await sql<LiveRoundRow>`
    select ${COLUMNS} from live_rounds where id = ${id}::bigint and status = 'OPEN' for update
  `.execute(db)
  ).rows[0];

export const markSettled = (db: Db, id: string, result: unknown, now: Date) =>
  sql`
    update live_rounds set status = 'SETTLED', result = ${JSON.stringify(result)}::jsonb, settled_at = ${now}
    where id = ${id}::bigint
  `.execute(db);

/** The table's last settled rounds, newest first. */
export const recentSettled = async (db: Db, table: string, limit: number) =>
  (
    await sql<LiveRoundRow>`
    select ${COLUMNS} from live_rounds where table_code = ${table} and status = 'SETTLED'
    order by opens_at desc limit ${limit}
  `.execute(db)
  ).rows;
