import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { rowsPastMarks, type RollUpMarks } from './roll-up-marks.repo.js';

export interface TouchedDay {
  merchant_id: number;
  day: string;
}

/** The (merchant, day) pairs this run recomputes: those with raw rows past the marks. */
export async function touchedDays(
  trx: Db,
  timeZone: string,
  marks: RollUpMarks,
  to: RollUpMarks,
  overlap: { ids: bigint; ms: number },
): Promise<TouchedDay[]> {
  const day = (column: string) => sql`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const pick = (_member: string, time: string) => sql`merchant_id, ${day(time)} as day`;
  return (await sql<TouchedDay>`${rowsPastMarks(marks, to, overlap, pick)} order by 1, 2`.execute(trx)).rows;
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

/** When the roll-up last finished (the dashboard says how fresh its figures are). */
export async function lastRolledUpAt(db: Db): Promise<Date | null> {
  const row = (
    await sql<{ at: Date | null }>`select max(updated_at) as at from daily_stats_marks`.execute(db)
  ).rows[0];
  return row?.at ?? null;
}
