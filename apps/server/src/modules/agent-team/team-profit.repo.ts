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

/** A page of the parent's direct downlines, each with its whole team's sums in [first, last]. */
export async function downlineSumsPage(
  db: Db,
  f: { parentId: bigint; first: string; last: string; limit: number; offset: number },
): Promise<DownlineSums[]> {
  return (
    await sql<DownlineSums>`
      select m.id::text as id, m.username, m.type, ${SUMS}
      from member_tree d
      join members m on m.id = d.member_id
      left join team_daily_stats s
        on s.ancestor_id = d.member_id and s.day between ${f.first}::date and ${f.last}::date
      where d.ancestor_id = ${String(f.parentId)}::bigint and d.depth = 1
      group by m.id, m.username, m.type
      order by m.username
      limit ${f.limit} offset ${f.offset}
    `.execute(db)
  ).rows;
}

/**
 * Agent income (ledger transfers of type AGENT_INCOME) credited to main wallets in [from, to),
 * per line: `self` = the member only, `team` = the member and everyone under it.
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
      from member_tree x
      join ledger_accounts a on a.member_id = x.member_id and a.kind = 'MAIN'
      join ledger_entries e on e.account_id = a.id and e.amount > 0
      join ledger_transfers tr on tr.id = e.transfer_id and tr.type = 'AGENT_INCOME'
      where x.ancestor_id in (${ids}) ${maxDepth}
        and e.created_at >= to_timestamp(${String(f.from)}::bigint / 1000.0)
        and e.created_at < to_timestamp(${String(f.to)}::bigint / 1000.0)
      group by x.ancestor_id
    `.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.line, BigInt(r.amount)]));
}
