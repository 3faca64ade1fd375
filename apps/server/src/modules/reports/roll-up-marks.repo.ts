import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/create-db.js';

/**
 * The watermarks of an incremental roll-up (the merchant daily stats, 0016; the agent team stats,
 * 0025): where it stopped reading each source, and which raw rows are past them.
 */
export interface RollUpMarks {
  bets: bigint;
  bonuses: bigint;
  members: bigint;
  deposits: Date | null;
  withdrawals: Date | null;
  /** The oldest transaction id (64-bit) still running when the marks were taken. */
  snapshot: bigint;
}

/** The tables that hold a roll-up's marks, one row a source (same columns). */
export type MarksTable = 'daily_stats_marks' | 'team_stats_marks';

/**
 * The marks, locked for this transaction: two processes rolling up at once (a timer run and a
 * manual run) take turns, so neither writes a day the other is rewriting.
 */
export async function lockRollUpMarks(trx: Db, table: MarksTable): Promise<RollUpMarks> {
  const rows = (
    await sql<{ source: string; last_id: string; last_at: Date | null }>`
      select source, last_id::text as last_id, last_at from ${sql.table(table)} order by source for update
    `.execute(trx)
  ).rows;
  const row = (source: string) => rows.find((r) => r.source === source);
  return {
    bets: BigInt(row('bets')?.last_id ?? 0),
    bonuses: BigInt(row('bonuses')?.last_id ?? 0),
    members: BigInt(row('members')?.last_id ?? 0),
    deposits: row('deposits')?.last_at ?? null,
    withdrawals: row('withdrawals')?.last_at ?? null,
    snapshot: BigInt(row('snapshot')?.last_id ?? 0),
  };
}

/** How far each source goes now: the marks this run moves to. */
export async function rollUpSourceHeads(trx: Db): Promise<RollUpMarks> {
  const row = (
    await sql<
      Record<'bets' | 'bonuses' | 'members' | 'snapshot', string> &
        Record<'deposits' | 'withdrawals', Date | null>
    >`
      select
        pg_snapshot_xmin(pg_current_snapshot())::text as snapshot,
        (select coalesce(max(id), 0) from bets)::text as bets,
        (select coalesce(max(id), 0) from bonuses)::text as bonuses,
        (select coalesce(max(id), 0) from members)::text as members,
        (select max(completed_at) from deposits where status = 'SUCCESS') as deposits,
        (select max(paid_at) from withdrawals where paid_at is not null) as withdrawals
    `.execute(trx)
  ).rows[0];
  return {
    bets: BigInt(row?.bets ?? 0),
    bonuses: BigInt(row?.bonuses ?? 0),
    members: BigInt(row?.members ?? 0),
    deposits: row?.deposits ?? null,
    withdrawals: row?.withdrawals ?? null,
    snapshot: BigInt(row?.snapshot ?? 0),
  };
}

export async function saveRollUpMarks(trx: Db, table: MarksTable, marks: RollUpMarks): Promise<void> {
  for (const [source, lastId] of [
    ['bets', marks.bets],
    ['bonuses', marks.bonuses],
    ['members', marks.members],
    ['snapshot', marks.snapshot],
  ] as const)
    await sql`update ${sql.table(table)} set last_id = ${String(lastId)}::bigint, updated_at = now() where source = ${source}`.execute(
      trx,
    );
  for (const [source, lastAt] of [
    ['deposits', marks.deposits],
    ['withdrawals', marks.withdrawals],
  ] as const)
    await sql`update ${sql.table(table)} set last_at = ${lastAt}, updated_at = now() where source = ${source}`.execute(
      trx,
    );
}

/**
 * One `select <pick> … group by 1, 2` per source, joined by `union`, over the raw rows past the
 * marks (up to `to`), and the rows below an id mark (at most `overlap.ids` back) written by a
 * transaction that was still running at the last run — ids are taken in one order and committed
 * in another, so such a row can appear below the mark after it moved. A row's transaction is told
 * by its `xmin`: its 64-bit id is txid_current() − age(xmin). The time marks look back
 * `overlap.ms` (rows are stamped before they commit). `pick(member, time)` is the two-column
 * select list, given each source's member id and time columns.
 */
export function rowsPastMarks(
  marks: RollUpMarks,
  to: RollUpMarks,
  overlap: { ids: bigint; ms: number },
  pick: (member: string, time: string) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  const since = (at: Date | null) => new Date((at?.getTime() ?? overlap.ms) - overlap.ms);
  const late = sql`age(xmin) <= txid_current() - ${String(marks.snapshot)}::bigint + 1`;
  const byId = (table: 'bets' | 'bonuses' | 'members', member: string, time: string) => {
    const mark = marks[table];
    const back = mark > overlap.ids ? mark - overlap.ids : 0n;
    return sql`
      select ${pick(member, time)} from ${sql.table(table)}
      where id <= ${String(to[table])}::bigint and (id > ${String(mark)}::bigint
        or (id > ${String(back)}::bigint and ${late}))
      group by 1, 2`;
  };
  return sql`
    ${byId('bets', 'member_id', 'placed_at')}
    union ${byId('bonuses', 'member_id', 'created_at')}
    union ${byId('members', 'id', 'created_at')}
    union
    select ${pick('member_id', 'completed_at')} from deposits
      where status = 'SUCCESS' and completed_at > ${since(marks.deposits)} group by 1, 2
    union
    select ${pick('member_id', 'paid_at')} from withdrawals
      where paid_at is not null and paid_at > ${since(marks.withdrawals)} group by 1, 2`;
}
