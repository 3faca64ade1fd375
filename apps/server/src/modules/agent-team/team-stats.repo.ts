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
 * Bets count up to `betsHead` (the bets mark this run saves), never past it: team betting's totals
 * add the settled bets above the mark raw (decision 0040), so none may be in a roll-up already.
 */
export async function recomputeTouched(trx: Db, timeZone: string, betsHead: bigint): Promise<void> {
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
      from bets where member_id = t.member_id and status = 'SETTLED' and id <= ${String(betsHead)}::bigint
        and ${within('placed_at')}) b on true
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

/** The grid of team_bet_slots (migration 0033): 15 minutes from a UTC origin. */
const SLOT = sql`'15 minutes'::interval`;
const SLOT_ORIGIN = sql`'2000-01-01 00:00:00+00'::timestamptz`;
/** The report days that get slots: today (in the roll-up's time zone) and this many before. */
export const SLOT_DAYS_BACK = 2;

export interface SlotWindow {
  /** The first report day whose touched member days get slots in this run. */
  day: string;
  /** When that day starts. */
  start: Date;
  /** From when the slots are whole so far (team_stats_marks 'slots'); null: never filled. */
  kept: Date | null;
}

/** This run's slot window: SLOT_DAYS_BACK report days before `now`'s (the database's clock by default). */
export async function slotWindow(trx: Db, timeZone: string, now?: Date): Promise<SlotWindow> {
  const today = sql`(coalesce(${now ?? null}::timestamptz, now()) at time zone ${timeZone})::date`;
  const row = (
    await sql<{ day: string; start: Date; kept: Date | null }>`
      select (${today} - ${SLOT_DAYS_BACK}::int)::text as day,
        ((${today} - ${SLOT_DAYS_BACK}::int)::timestamp at time zone ${timeZone}) as start,
        (select last_at from team_stats_marks where source = 'slots') as kept
    `.execute(trx)
  ).rows[0]!;
  return { day: row.day, start: new Date(row.start), kept: row.kept === null ? null : new Date(row.kept) };
}

/**
 * First run with slots: every member day of the window that has a roll-up row is touched too, so
 * its slots are written from the raw rows like any touched day. Returns how many were added.
 */
export async function touchSlotWindow(trx: Db, day: string): Promise<number> {
  const result = await sql`
    insert into touched_member_days (member_id, day)
    select member_id, day from member_daily_stats where day >= ${day}::date
    on conflict do nothing
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

const SLOT_SUMS = ['bet_count', 'stake', 'valid_bet', 'payout'] as const;

/**
 * The slots of every touched member day from `day` on, recomputed WHOLE from the raw settled bets
 * (up to `betsHead`, like the member days), and each ancestor's team slot moved by the difference
 * new − old through member_tree: team_bet_slots stays the sum of its members' member_bet_slots.
 */
export async function recomputeSlots(
  trx: Db,
  timeZone: string,
  day: string,
  betsHead: bigint,
): Promise<void> {
  await sql`drop table if exists fresh_member_slots`.execute(trx);
  await sql`
    create temporary table fresh_member_slots on commit drop as
    select k.day, k.member_id, date_bin(${SLOT}, b.placed_at, ${SLOT_ORIGIN}) as slot,
      count(*)::bigint as bet_count, sum(b.stake)::bigint as stake, sum(b.valid_bet)::bigint as valid_bet,
      sum(b.payout)::bigint as payout
    from touched_member_days k
    join bets b on b.member_id = k.member_id and b.status = 'SETTLED' and b.id <= ${String(betsHead)}::bigint
      and b.placed_at >= (k.day::timestamp at time zone ${timeZone})
      and b.placed_at < ((k.day + 1)::timestamp at time zone ${timeZone})
    where k.day >= ${day}::date
    group by 1, 2, 3
  `.execute(trx);
  const cols = sql.raw(SLOT_SUMS.join(', '));
  const negated = sql.raw(SLOT_SUMS.map((c) => `-s.${c}`).join(', '));
  const summed = sql.raw(SLOT_SUMS.map((c) => `sum(${c}) as ${c}`).join(', '));
  const moved = sql.raw(SLOT_SUMS.map((c) => `sum(${c}) <> 0`).join(' or '));
  const added = sql.raw(SLOT_SUMS.map((c) => `${c} = team_bet_slots.${c} + excluded.${c}`).join(', '));
  await sql`
    insert into team_bet_slots (ancestor_id, slot, ${cols})
    select tr.ancestor_id, d.slot, ${sql.raw(SLOT_SUMS.map((c) => `sum(d.${c})`).join(', '))}
    from (
      select member_id, slot, ${summed}
      from (
        select member_id, slot, ${cols} from fresh_member_slots
        union all
        select s.member_id, s.slot, ${negated} from member_bet_slots s
        join touched_member_days k on k.day = s.day and k.member_id = s.member_id
        where k.day >= ${day}::date
      ) x
      group by member_id, slot
      having ${moved}
    ) d
    join member_tree tr on tr.member_id = d.member_id
    group by tr.ancestor_id, d.slot
    on conflict (ancestor_id, slot) do update set ${added}
  `.execute(trx);
  await sql`
    delete from member_bet_slots s using touched_member_days k
    where k.day >= ${day}::date and s.day = k.day and s.member_id = k.member_id
  `.execute(trx);
  await sql`
    insert into member_bet_slots (day, member_id, slot, ${cols})
    select day, member_id, slot, ${cols} from fresh_member_slots
  `.execute(trx);
}

/**
 * Says the slots are whole from `kept` on (team_stats_marks 'slots') and drops the days more than a
 * day before it: a team betting call that read the previous mark may still read that day.
 */
export async function keepSlotsFrom(trx: Db, timeZone: string, kept: Date): Promise<void> {
  await sql`update team_stats_marks set last_at = ${kept}, updated_at = now() where source = 'slots'`.execute(
    trx,
  );
  const dayBefore = sql`((${kept}::timestamptz at time zone ${timeZone})::date - 1)`;
  await sql`delete from member_bet_slots where day < ${dayBefore}`.execute(trx);
  await sql`
    delete from team_bet_slots where slot < (${dayBefore}::timestamp at time zone ${timeZone})
  `.execute(trx);
}
