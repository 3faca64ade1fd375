import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { rowsPastMarks, type RollUpMarks } from '../reports/roll-up-marks.repo.js';

/**
 * Fills the temporary `touched_member_days` with the (member, day) pairs that have raw rows past
 * the marks (the same sources and overlaps as the merchant daily stats). Returns how many.
 */
export async function collectTouched(
  trx: Db,
  timeZone: string,
  marks: RollUpMarks,
  to: RollUpMarks,
  overlap: { ids: bigint; ms: number },
): Promise<number> {
  const day = (column: string) => sql`(${sql.ref(column)} at time zone ${timeZone})::date`;
  const pick = (member: string, time: string) => sql`${sql.ref(member)} as member_id, ${day(time)} as day`;
  await sql`drop table if exists touched_member_days`.execute(trx);
  await sql`create temporary table touched_member_days (member_id bigint, day date, primary key (member_id, day)) on commit drop`.execute(
    trx,
  );
  const result = await sql`
    insert into touched_member_days (member_id, day) ${rowsPastMarks(marks, to, overlap, pick)}
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

const SUMS = [
  'deposits',
  'deposit_count',
  'withdrawals',
  'stake',
  'valid_bet',
  'payout',
  'bet_count',
  'bonuses',
  'first_deposit_amount',
] as const;

/**
 * Recomputes every touched member day WHOLE from the raw rows, and moves each ancestor's team day
 * (member_tree, self included) by the difference new − old: set-based, in the caller's transaction.
 */
export async function recomputeTouched(trx: Db, timeZone: string): Promise<void> {
  const start = sql`(t.day::timestamp at time zone ${timeZone})`;
  const end = sql`((t.day + 1)::timestamp at time zone ${timeZone})`;
  const within = (column: string) => sql`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end}`;
  await sql`drop table if exists fresh_member_days`.execute(trx);
  await sql`
    create temporary table fresh_member_days on commit drop as
    select t.member_id, t.day,
      coalesce(d.amount, 0)::bigint as deposits, coalesce(d.n, 0)::int as deposit_count,
      coalesce(w.amount, 0)::bigint as withdrawals,
      coalesce(b.stake, 0)::bigint as stake, coalesce(b.valid_bet, 0)::bigint as valid_bet,
      coalesce(b.payout, 0)::bigint as payout, coalesce(b.n, 0)::bigint as bet_count,
      coalesce(g.amount, 0)::bigint as bonuses,
      coalesce(f.completed_at >= ${start} and f.completed_at < ${end}, false) as first_deposit,
      case when f.completed_at >= ${start} and f.completed_at < ${end} then f.amount else 0 end::bigint
        as first_deposit_amount,
      coalesce(b.n, 0) > 0 as active,
      exists (select 1 from members m where m.id = t.member_id and ${within('m.created_at')}) as registered
    from touched_member_days t
    left join lateral (select sum(amount) as amount, count(*) as n from deposits
      where member_id = t.member_id and status = 'SUCCESS' and ${within('completed_at')}) d on true
    left join lateral (select sum(amount) as amount from withdrawals
      where member_id = t.member_id and paid_at is not null and ${within('paid_at')}) w on true
    left join lateral (select sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout, count(*) as n
      from bets where member_id = t.member_id and status = 'SETTLED' and ${within('placed_at')}) b on true
    left join lateral (select sum(amount) as amount from bonuses
      where member_id = t.member_id and ${within('created_at')}) g on true
    left join lateral (select amount, completed_at from deposits
      where member_id = t.member_id and status = 'SUCCESS' and completed_at is not null
      order by completed_at, id limit 1) f on true
  `.execute(trx);

  const diff = (c: string) => sql.raw(`coalesce(n.${c}, 0) - coalesce(o.${c}, 0)`);
  const flag = (c: string) => sql.raw(`(coalesce(n.${c}, false))::int - (coalesce(o.${c}, false))::int`);
  await sql`
    insert into team_daily_stats (ancestor_id, day, ${sql.raw(SUMS.join(', '))}, first_deposits, active_members,
      new_registrations)
    select tr.ancestor_id, k.day, ${sql.join(SUMS.map((c) => sql`sum(${diff(c)})`))},
      sum(${flag('first_deposit')}), sum(${flag('active')}), sum(${flag('registered')})
    from touched_member_days k
    left join fresh_member_days n on n.member_id = k.member_id and n.day = k.day
    left join member_daily_stats o on o.member_id = k.member_id and o.day = k.day
    join member_tree tr on tr.member_id = k.member_id
    group by tr.ancestor_id, k.day
    on conflict (ancestor_id, day) do update set
      ${sql.join(SUMS.map((c) => sql.raw(`${c} = team_daily_stats.${c} + excluded.${c}`)))},
      first_deposits = team_daily_stats.first_deposits + excluded.first_deposits,
      active_members = team_daily_stats.active_members + excluded.active_members,
      new_registrations = team_daily_stats.new_registrations + excluded.new_registrations
  `.execute(trx);

  await activeGaps(trx, 'before');
  await sql`
    delete from member_daily_stats o using touched_member_days k where o.member_id = k.member_id and o.day = k.day
  `.execute(trx);
  await sql`
    insert into member_daily_stats (member_id, day, ${sql.raw(SUMS.join(', '))}, first_deposit, active, registered)
    select member_id, day, ${sql.raw(SUMS.join(', '))}, first_deposit, active, registered from fresh_member_days
  `.execute(trx);
  await activeGaps(trx, 'after');
}

/** Each active day of the members in `changed_active_members` with the member's previous active day. */
const gapsOfChanged = (sign: number) => sql`
  select s.member_id, s.day,
    coalesce(lag(s.day) over (partition by s.member_id order by s.day), '-infinity'::date) as prev_day,
    ${sign}::int as sign
  from member_daily_stats s join changed_active_members c on c.member_id = s.member_id
  where s.active`;

/**
 * Keeps team_active_returns (migration 0029): only members whose active flag changed on a touched
 * day can have other (day, previous active day) pairs, so their pairs before the member days move
 * (−1) and after (+1) are summed per ancestor and applied as a difference, like team_daily_stats.
 */
async function activeGaps(trx: Db, phase: 'before' | 'after'): Promise<void> {
  if (phase === 'before') {
    await sql`drop table if exists changed_active_members`.execute(trx);
    await sql`
      create temporary table changed_active_members on commit drop as
      select distinct k.member_id from touched_member_days k
      left join fresh_member_days n on n.member_id = k.member_id and n.day = k.day
      left join member_daily_stats o on o.member_id = k.member_id and o.day = k.day
      where coalesce(n.active, false) <> coalesce(o.active, false)
    `.execute(trx);
    await sql`drop table if exists active_gap_moves`.execute(trx);
    await sql`create temporary table active_gap_moves on commit drop as ${gapsOfChanged(-1)}`.execute(trx);
    return;
  }
  await sql`insert into active_gap_moves (member_id, day, prev_day, sign) ${gapsOfChanged(1)}`.execute(trx);
  await sql`
    insert into team_active_returns (ancestor_id, day, prev_day, members)
    select tr.ancestor_id, g.day, g.prev_day, sum(g.sign)::int
    from active_gap_moves g join member_tree tr on tr.member_id = g.member_id
    group by tr.ancestor_id, g.day, g.prev_day
    having sum(g.sign) <> 0
    on conflict (ancestor_id, day, prev_day) do update set members = team_active_returns.members + excluded.members
  `.execute(trx);
}
