import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface TeamBetsFilter {
  agentId: bigint;
  merchantId: number;
  /** Only this member's bets (a member of the team); else everyone under the agent, itself included. */
  memberId?: bigint | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  from: number;
  to: number;
}

/**
 * How the rows are found (decision 0040): `members` walks the team's members (member_tree) and
 * each member's newest bets (bets_member) — best for one member or a small team; `merchant` walks
 * the merchant's bets newest first (bets_merchant_placed_cover) keeping those of the team (member_tree
 * primary key) and stops after the page — best for a big team, whose bets are a large share.
 */
export type TeamBetsPlan = 'members' | 'merchant';

const range = (f: { from: number; to: number }) => sql`
  b.placed_at >= to_timestamp(${String(f.from)}::bigint / 1000.0)
  and b.placed_at < to_timestamp(${String(f.to)}::bigint / 1000.0)`;

const betFilters = (f: TeamBetsFilter) => sql`
  ${f.memberId === undefined ? sql`` : sql`and b.member_id = ${String(f.memberId)}::bigint`}
  ${f.vendor === undefined ? sql`` : sql`and b.vendor = ${f.vendor}`}
  ${f.category === undefined ? sql`` : sql`and b.category = ${f.category}`}`;

const inTeam = (f: TeamBetsFilter) => sql`exists (select 1 from member_tree t
  where t.ancestor_id = ${String(f.agentId)}::bigint and t.member_id = b.member_id)`;

// `offset 0` keeps the test a per-row probe: turned into a semi-join, the planner may hash the
// team and sort the whole range instead of stopping after the page.
const inTeamProbe = (f: TeamBetsFilter) => sql`exists (select 1 from member_tree t
  where t.ancestor_id = ${String(f.agentId)}::bigint and t.member_id = b.member_id offset 0)`;

const teamMembers = (f: TeamBetsFilter) => sql`
  t.ancestor_id = ${String(f.agentId)}::bigint
  ${f.memberId === undefined ? sql`` : sql`and t.member_id = ${String(f.memberId)}::bigint`}`;

export interface TeamBetDbRow {
  id: string;
  username: string;
  vendor: string;
  game_name: string;
  category: string;
  stake: string;
  valid_bet: string;
  payout: string;
  status: 'SETTLED' | 'RUNNING' | 'CANCELLED';
  placed_at: Date;
  settled_at: Date | null;
}

const COLUMNS = sql`b.id::text as id, m.username, b.vendor, b.game_name, b.category, b.stake::text,
  b.valid_bet::text, b.payout::text, b.status, b.placed_at, b.settled_at`;

/** One page of the team's bets, newest first. */
export async function teamBetsPage(
  db: Db,
  f: TeamBetsFilter,
  plan: TeamBetsPlan,
  page: { limit: number; offset: number },
): Promise<TeamBetDbRow[]> {
  const query =
    plan === 'merchant'
      ? sql<TeamBetDbRow>`
          select ${COLUMNS} from bets b join members m on m.id = b.member_id
          where b.merchant_id = ${f.merchantId} and ${range(f)} ${betFilters(f)} and ${inTeamProbe(f)}
          order by b.placed_at desc, b.id desc
          limit ${page.limit} offset ${page.offset}`
      : // Each member's newest (offset + limit) bets at most: the page is among them.
        sql<TeamBetDbRow>`
          select ${COLUMNS} from member_tree t
          cross join lateral (
            select * from bets b where b.member_id = t.member_id and ${range(f)} ${betFilters(f)}
            order by b.placed_at desc, b.id desc limit ${page.offset + page.limit}
          ) b
          join members m on m.id = t.member_id
          where ${teamMembers(f)}
          order by b.placed_at desc, b.id desc
          limit ${page.limit} offset ${page.offset}`;
  return (await query.execute(db)).rows;
}

/** The team's size (itself included), counted up to `cap` only. */
export async function teamSizeUpTo(db: Db, agentId: bigint, cap: number): Promise<number> {
  const row = (
    await sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from member_tree where ancestor_id = ${String(agentId)}::bigint limit ${cap}
      ) t
    `.execute(db)
  ).rows[0];
  return row?.n ?? 0;
}

export interface BetTotals {
  rows: string;
  settled: string;
  stake: string;
  valid_bet: string;
  payout: string;
}

const SETTLED_SUMS = sql`count(*) filter (where b.status = 'SETTLED')::text as settled,
  coalesce(sum(b.stake) filter (where b.status = 'SETTLED'), 0)::text as stake,
  coalesce(sum(b.valid_bet) filter (where b.status = 'SETTLED'), 0)::text as valid_bet,
  coalesce(sum(b.payout) filter (where b.status = 'SETTLED'), 0)::text as payout`;

/** From the raw rows: how many bets match (any status), and the sums of the settled ones. */
export async function rawTotals(db: Db, f: TeamBetsFilter, plan: TeamBetsPlan): Promise<BetTotals> {
  const query =
    plan === 'merchant'
      ? sql<BetTotals>`
          select count(*)::text as rows, ${SETTLED_SUMS} from bets b
          where b.merchant_id = ${f.merchantId} and ${range(f)} ${betFilters(f)} and ${inTeam(f)}`
      : sql<BetTotals>`
          select count(*)::text as rows, ${SETTLED_SUMS} from member_tree t
          join bets b on b.member_id = t.member_id
          where ${teamMembers(f)} and ${range(f)} ${betFilters(f)}`;
  return (await query.execute(db)).rows[0]!;
}

/** A stretch of time [from, to), epoch ms. */
export interface Span {
  from: number;
  to: number;
}

const inSpans = (column: string, spans: Span[]) =>
  sql`(${sql.join(
    spans.map(
      (s) => sql`(${sql.ref(column)} >= to_timestamp(${String(s.from)}::bigint / 1000.0)
        and ${sql.ref(column)} < to_timestamp(${String(s.to)}::bigint / 1000.0))`,
    ),
    sql` or `,
  )})`;

/** The rest of this transaction reads one snapshot (its first statement). */
export async function oneSnapshot(trx: Db): Promise<void> {
  await sql`set transaction isolation level repeatable read, read only`.execute(trx);
}

/** Where the team roll-up stands: its bets mark, and from when team_bet_slots are whole (ms; null: not yet). */
export async function rollUpMarks(db: Db): Promise<{ bets: bigint; slotsFrom: number | null }> {
  const rows = (
    await sql<{ source: string; last_id: string; last_at: Date | null }>`
      select source, last_id::text as last_id, last_at from team_stats_marks where source in ('bets', 'slots')
    `.execute(db)
  ).rows;
  const slots = rows.find((r) => r.source === 'slots')?.last_at;
  return {
    bets: BigInt(rows.find((r) => r.source === 'bets')?.last_id ?? 0),
    slotsFrom: slots ? new Date(slots).getTime() : null,
  };
}

/**
 * The whole team, no filter, over whole report days [days.first, days.end) (team_daily_stats) and
 * whole 15-minute slots (team_bet_slots, spans on the slot grid): the settled sums as the roll-up
 * left them at its bets mark, plus the settled bets stored since (id above the mark, raw: the
 * roll-up counts none of them), plus the bets not settled (never rolled up), raw from the small
 * partial index bets_merchant_unsettled. Read with the mark in one snapshot (the caller's
 * repeatable-read transaction), or a run committing in between would count its bets twice.
 */
export async function rolledTotals(
  db: Db,
  f: TeamBetsFilter,
  parts: { days: { first: string; end: string; span: Span } | null; slots: Span[]; betsMark: bigint },
): Promise<BetTotals> {
  const ancestor = sql`${String(f.agentId)}::bigint`;
  const spans = [...(parts.days ? [parts.days.span] : []), ...parts.slots];
  const zero = { settled: '0', stake: '0', valid_bet: '0', payout: '0', rows: '0' };
  if (spans.length === 0) return zero;
  const rolled = [
    ...(parts.days
      ? [
          sql`select bet_count, stake, valid_bet, payout from team_daily_stats
              where ancestor_id = ${ancestor} and day >= ${parts.days.first}::date and day < ${parts.days.end}::date`,
        ]
      : []),
    ...(parts.slots.length > 0
      ? [
          sql`select bet_count, stake, valid_bet, payout from team_bet_slots
              where ancestor_id = ${ancestor} and ${inSpans('slot', parts.slots)}`,
        ]
      : []),
    sql`select count(*), coalesce(sum(b.stake), 0), coalesce(sum(b.valid_bet), 0), coalesce(sum(b.payout), 0)
        from bets b
        where b.id > ${String(parts.betsMark)}::bigint and b.merchant_id = ${f.merchantId}
          and b.status = 'SETTLED' and ${inSpans('b.placed_at', spans)} and ${inTeam(f)}`,
  ];
  const row = (
    await sql<Omit<BetTotals, 'rows'> & { unsettled: string }>`
      select coalesce(sum(r.bet_count), 0)::text as settled, coalesce(sum(r.stake), 0)::text as stake,
        coalesce(sum(r.valid_bet), 0)::text as valid_bet, coalesce(sum(r.payout), 0)::text as payout,
        (select count(*) from bets b
          where b.merchant_id = ${f.merchantId} and b.status <> 'SETTLED'
            and ${inSpans('b.placed_at', spans)} and ${inTeam(f)})::text as unsettled
      from (${sql.join(rolled, sql` union all `)}) r (bet_count, stake, valid_bet, payout)
    `.execute(db)
  ).rows[0]!;
  const { unsettled, ...settled } = row;
  return { ...settled, rows: String(BigInt(settled.settled) + BigInt(unsettled)) };
}
