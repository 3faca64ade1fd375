import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Sums of a line over the range, minor units as text (the roll-up's columns). */
export interface LineSums {
  deposits: string;
  withdrawals: string;
  stake: string;
  valid_bet: string;
  payout: string;
  bonuses: string;
}

const SUMS = sql`coalesce(sum(s.deposits), 0)::text as deposits, coalesce(sum(s.withdrawals), 0)::text as withdrawals,
  coalesce(sum(s.stake), 0)::text as stake, coalesce(sum(s.valid_bet), 0)::text as valid_bet,
  coalesce(sum(s.payout), 0)::text as payout, coalesce(sum(s.bonuses), 0)::text as bonuses`;

/** The member's own play in [first, last] (member_daily_stats). */
export async function selfSums(db: Db, memberId: bigint, first: string, last: string): Promise<LineSums> {
  return (
    await sql<LineSums>`
      select ${SUMS} from member_daily_stats s
      where s.member_id = ${String(memberId)}::bigint and s.day between ${first}::date and ${last}::date
    `.execute(db)
  ).rows[0]!;
}

/** The whole team of the member (itself included) in [first, last] (team_daily_stats). */
export async function teamSums(db: Db, memberId: bigint, first: string, last: string): Promise<LineSums> {
  return (
    await sql<LineSums>`
      select ${SUMS} from team_daily_stats s
      where s.ancestor_id = ${String(memberId)}::bigint and s.day between ${first}::date and ${last}::date
    `.execute(db)
  ).rows[0]!;
}

export interface DownlineSums extends LineSums {
  id: string;
  username: string;
  type: number;
}

/**
 * A page of the parent's direct downlines, each with its whole team's sums in [first, last]. The
 * page is picked first (members_upline: an upline is a member's depth-1 ancestor), then only its
 * rows are summed: the planner cannot guess how few depth-1 rows a big team has (decision 0040).
 */
export async function downlineSumsPage(
  db: Db,
  f: { parentId: bigint; first: string; last: string; limit: number; offset: number },
): Promise<DownlineSums[]> {
  return (
    await sql<DownlineSums>`
      select p.id::text as id, p.username, p.type, l.*
      from (
        select m.id, m.username, m.type from members m
        where m.upline_id = ${String(f.parentId)}::bigint
        order by m.username
        limit ${f.limit} offset ${f.offset}
      ) p
      cross join lateral (
        select ${SUMS} from team_daily_stats s
        where s.ancestor_id = p.id and s.day between ${f.first}::date and ${f.last}::date
      ) l
      order by p.username
    `.execute(db)
  ).rows;
}

/**
 * Agent income (ledger transfers of type AGENT_INCOME) credited to main wallets in [from, to),
 * per line: `self` = the member only, `team` = the member and everyone under it. Driven from the
 * few transfers of that type (ledger_transfers_type, migration 0029), never from every member's
 * ledger; a transfer and its entries share the posting's created_at.
 */
export async function salaries(
  db: Db,
  f: { memberIds: bigint[]; scope: 'self' | 'team'; from: number; to: number },
): Promise<Map<string, bigint>> {
  if (f.memberIds.length === 0) return new Map();
  const ids = sql.join(f.memberIds.map((id) => sql`${String(id)}::bigint`));
  const maxDepth = f.scope === 'self' ? sql`and x.depth = 0` : sql``;
  const rows = (
    await sql<{ line: string; amount: string }>`
      select x.ancestor_id::text as line, coalesce(sum(e.amount), 0)::text as amount
      from ledger_transfers tr
      join ledger_entries e on e.transfer_id = tr.id and e.amount > 0
      join ledger_accounts a on a.id = e.account_id and a.kind = 'MAIN'
      join member_tree x on x.member_id = a.member_id
      where tr.type = 'AGENT_INCOME'
        and tr.created_at >= to_timestamp(${String(f.from)}::bigint / 1000.0)
        and tr.created_at < to_timestamp(${String(f.to)}::bigint / 1000.0)
        and x.ancestor_id in (${ids}) ${maxDepth}
      group by x.ancestor_id
    `.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.line, BigInt(r.amount)]));
}
