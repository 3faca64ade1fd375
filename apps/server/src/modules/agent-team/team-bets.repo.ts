import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface TeamBetsFilter {
  agentId: bigint;
  /** Only this member's bets (a member of the team); else everyone under the agent, itself included. */
  memberId?: bigint | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  from: number;
  to: number;
}

// The team's members come from member_tree (ancestor = agent), each member's bets from bets_member
// (member_id, placed_at desc): the page never scans other lines' bets.
const where = (f: TeamBetsFilter) => sql`
  t.ancestor_id = ${String(f.agentId)}::bigint
  ${f.memberId === undefined ? sql`` : sql`and t.member_id = ${String(f.memberId)}::bigint`}
  ${f.vendor === undefined ? sql`` : sql`and b.vendor = ${f.vendor}`}
  ${f.category === undefined ? sql`` : sql`and b.category = ${f.category}`}
  and b.placed_at >= to_timestamp(${String(f.from)}::bigint / 1000.0)
  and b.placed_at < to_timestamp(${String(f.to)}::bigint / 1000.0)`;

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

/** One page of the team's bets, newest first. */
export async function teamBetsPage(
  db: Db,
  f: TeamBetsFilter,
  page: { limit: number; offset: number },
): Promise<TeamBetDbRow[]> {
  return (
    await sql<TeamBetDbRow>`
      select b.id::text as id, m.username, b.vendor, b.game_name, b.category, b.stake::text, b.valid_bet::text,
        b.payout::text, b.status, b.placed_at, b.settled_at
      from member_tree t
      join bets b on b.member_id = t.member_id
      join members m on m.id = t.member_id
      where ${where(f)}
      order by b.placed_at desc, b.id desc
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
}

/** How many bets match (any status), and the sums of the settled ones. */
export async function teamBetsTotals(
  db: Db,
  f: TeamBetsFilter,
): Promise<{ rows: string; settled: string; stake: string; valid_bet: string; payout: string }> {
  return (
    await sql<{ rows: string; settled: string; stake: string; valid_bet: string; payout: string }>`
      select count(*)::text as rows,
        count(*) filter (where b.status = 'SETTLED')::text as settled,
        coalesce(sum(b.stake) filter (where b.status = 'SETTLED'), 0)::text as stake,
        coalesce(sum(b.valid_bet) filter (where b.status = 'SETTLED'), 0)::text as valid_bet,
        coalesce(sum(b.payout) filter (where b.status = 'SETTLED'), 0)::text as payout
      from member_tree t
      join bets b on b.member_id = t.member_id
      where ${where(f)}
    `.execute(db)
  ).rows[0]!;
}
