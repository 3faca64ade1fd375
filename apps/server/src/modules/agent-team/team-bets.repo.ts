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

/**
 * Whole report days [first, end) of the whole team, no filter: the settled sums from the team
 * roll-up (team_daily_stats), the bets not settled counted raw (bets_merchant_unsettled, small).
 */
export async function wholeDayTotals(
  db: Db,
  f: TeamBetsFilter,
  days: { first: string; end: string; from: number; to: number },
): Promise<BetTotals> {
  const settled = (
    await sql<Omit<BetTotals, 'rows'>>`
      select coalesce(sum(s.bet_count), 0)::text as settled, coalesce(sum(s.stake), 0)::text as stake,
        coalesce(sum(s.valid_bet), 0)::text as valid_bet, coalesce(sum(s.payout), 0)::text as payout
      from team_daily_stats s
      where s.ancestor_id = ${String(f.agentId)}::bigint and s.day >= ${days.first}::date and s.day < ${days.end}::date
    `.execute(db)
  ).rows[0]!;
  const unsettled = (
    await sql<{ n: string }>`
      select count(*)::text as n from bets b
      where b.merchant_id = ${f.merchantId} and b.status <> 'SETTLED' and ${range(days)} and ${inTeam(f)}
    `.execute(db)
  ).rows[0]!;
  return { ...settled, rows: String(BigInt(settled.settled) + BigInt(unsettled.n)) };
}
