import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Where the roll-up stopped reading each source (0016-daily-stats.ts). */
export interface Marks {
  bets: bigint;
  bonuses: bigint;
  members: bigint;
  deposits: Date | null;
  withdrawals: Date | null;
  /** The oldest transaction id (64-bit) still running when the marks were taken. */
  snapshot: bigint;
}

export interface TouchedDay {
  merchant_id: number;
  day: string;
}

/**
 * The marks, locked for this transaction: two processes rolling up at once (a timer run and a
 * manual run) take turns, so neither writes a day the other is rewriting.
 */
export async function lockMarks(trx: Db): Promise<Marks> {
  const rows = (
    await sql<{ source: string; last_id: string; last_at: Date | null }>`
      select source, last_id::text as last_id, last_at from daily_stats_marks order by source for update
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
export async function sourceHeads(trx: Db): Promise<Marks> {
  const row = (
    await sql<{
      bets: string;
      bonuses: string;
      members: string;
      deposits: Date | null;
      withdrawals: Date | null;
      snapshot: string;
    }>`
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

/**
 * The (merchant, day) pairs this run recomputes: rows past the watermarks (up to `to`), and rows
 * below an id watermark (at most `idOverlap` back) written by a transaction that was still running
 * at the last run — ids are taken in one order and committed in another, so such a row can appear
 * below the mark after it moved. A row's transaction is told by its `xmin`: its 64-bit id is
 * txid_current() − age(xmin). The time watermarks look back `timeOverlapMs` (rows are stamped
 * before they commit).
 */
export async function touchedDays(
  trx: Db,
  timeZone: string,
  marks: Marks,
  to: Marks,
  overlap: { ids: bigint; ms: number },
): Promise<TouchedDay[]> {
  const day = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const since = (at: Date | null) => new Date((at?.getTime() ?? overlap.ms) - overlap.ms);
  const late = sql`age(xmin) <= txid_current() - ${String(marks.snapshot)}::bigint + 1`;
  const byId = (table: 'bets' | 'bonuses' | 'members', column: string) => {
    const mark = marks[table];
    const back = mark > overlap.ids ? mark - overlap.ids : 0n;
    return sql`
      select merchant_id, ${day(column)} as day from ${sql.table(table)}
      where id <= ${String(to[table])}::bigint and (id > ${String(mark)}::bigint
        or (id > ${String(back)}::bigint and ${late}))
      group by 1, 2`;
  };
  return (
    await sql<TouchedDay>`
      ${byId('bets', 'placed_at')}
      union ${byId('bonuses', 'created_at')}
      union ${byId('members', 'created_at')}
      union
      select merchant_id, ${day('completed_at')} from deposits
        where status = 'SUCCESS' and completed_at > ${since(marks.deposits)} group by 1, 2
      union
      select merchant_id, ${day('paid_at')} from withdrawals
        where paid_at is not null and paid_at > ${since(marks.withdrawals)} group by 1, 2
      order by 1, 2
    `.execute(trx)
  ).rows;
}

/** Rewrites one merchant's day in all three tables from the raw rows. */
export async function recomputeDay(
  trx: Db,
  timeZone: string,
  merchantId: number,
  day: string,
): Promise<void> {
  const start = sql`(${day}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;
  const inDay = (column: string) => sql`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end}`;
  const key = sql`merchant_id = ${merchantId}::int and day = ${day}::date`;

  await sql`delete from daily_game_stats where ${key}`.execute(trx);
  await sql`
    insert into daily_game_stats (merchant_id, day, vendor, category, stake, payout, valid_bet, bet_count, players)
    select ${merchantId}::int, ${day}::date, vendor, category, sum(stake), sum(payout), sum(valid_bet), count(*),
      count(distinct member_id)
    from bets where merchant_id = ${merchantId}::int and ${inDay('placed_at')} and status = 'SETTLED'
    group by vendor, category
  `.execute(trx);

  await sql`delete from daily_money_stats where ${key}`.execute(trx);
  await sql`
    insert into daily_money_stats (merchant_id, day, kind, channel, count, amount)
    select ${merchantId}::int, ${day}::date, 'DEPOSIT', c.name, count(*), sum(d.amount)
      from deposits d join deposit_channels c on c.id = d.channel_id
      where d.merchant_id = ${merchantId}::int and d.status = 'SUCCESS' and ${inDay('d.completed_at')}
      group by c.name
    union all
    select ${merchantId}::int, ${day}::date, 'WITHDRAWAL', b.bank_name, count(*), sum(w.amount)
      from withdrawals w join bank_cards b on b.id = w.bank_card_id
      where w.merchant_id = ${merchantId}::int and w.paid_at is not null and ${inDay('w.paid_at')}
      group by b.bank_name
  `.execute(trx);

  await sql`
    insert into daily_player_stats (merchant_id, day, new_players, active_players, bonus_count, bonus_amount)
    select ${merchantId}::int, ${day}::date,
      (select count(*) from members where merchant_id = ${merchantId}::int and ${inDay('created_at')}),
      (select count(*) from (
        select member_id from bets where merchant_id = ${merchantId}::int and ${inDay('placed_at')}
        union
        select member_id from deposits
          where merchant_id = ${merchantId}::int and status = 'SUCCESS' and ${inDay('completed_at')}
      ) active),
      (select count(*) from bonuses where merchant_id = ${merchantId}::int and ${inDay('created_at')}),
      (select coalesce(sum(amount), 0) from bonuses where merchant_id = ${merchantId}::int and ${inDay('created_at')})
    on conflict (merchant_id, day) do update set
      new_players = excluded.new_players, active_players = excluded.active_players,
      bonus_count = excluded.bonus_count, bonus_amount = excluded.bonus_amount
  `.execute(trx);
}

export async function saveMarks(trx: Db, marks: Marks): Promise<void> {
  const ids: Array<[string, bigint]> = [
    ['bets', marks.bets],
    ['bonuses', marks.bonuses],
    ['members', marks.members],
  ];
  for (const [source, lastId] of ids)
    await sql`update daily_stats_marks set last_id = ${String(lastId)}::bigint, updated_at = now() where source = ${source}`.execute(
      trx,
    );
  await sql`update daily_stats_marks set last_id = ${String(marks.snapshot)}::bigint, updated_at = now() where source = 'snapshot'`.execute(
    trx,
  );
  const times: Array<[string, Date | null]> = [
    ['deposits', marks.deposits],
    ['withdrawals', marks.withdrawals],
  ];
  for (const [source, lastAt] of times)
    await sql`update daily_stats_marks set last_at = ${lastAt}, updated_at = now() where source = ${source}`.execute(
      trx,
    );
}

/** When the roll-up last finished (the dashboard says how fresh its figures are). */
export async function lastRolledUpAt(db: Db): Promise<Date | null> {
  const row = (
    await sql<{ at: Date | null }>`select max(updated_at) as at from daily_stats_marks`.execute(db)
  ).rows[0];
  return row?.at ?? null;
}
