import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A member of the agent's team (the agent itself at depth 0), or undefined when not under it. */
export async function findInTeam(
  db: Db,
  m: { merchantId: number; agentId: bigint; username: string },
): Promise<{ id: bigint; depth: number; type: number } | undefined> {
  const row = (
    await sql<{ id: string; depth: number; type: number }>`
      select m.id::text as id, t.depth, m.type from members m
      join member_tree t on t.member_id = m.id and t.ancestor_id = ${String(m.agentId)}::bigint
      where m.merchant_id = ${m.merchantId} and m.username = ${m.username.toLowerCase()}
    `.execute(db)
  ).rows[0];
  return row ? { id: BigInt(row.id), depth: row.depth, type: row.type } : undefined;
}

/** The uplines from the agent (depth 0) down to `member` (itself last), with their depth under the agent. */
export async function chainFrom(
  db: Db,
  agentId: bigint,
  memberId: bigint,
): Promise<{ username: string; depth: number }[]> {
  return (
    await sql<{ username: string; depth: number }>`
      select m.username, d.depth from member_tree up
      join member_tree d on d.ancestor_id = ${String(agentId)}::bigint and d.member_id = up.ancestor_id
      join members m on m.id = up.ancestor_id
      where up.member_id = ${String(memberId)}::bigint
      order by d.depth
    `.execute(db)
  ).rows;
}

export interface TeamMemberDbRow {
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  direct_count: number;
  team_size: number;
  balance: string;
  last_login_at: Date | null;
  disabled: boolean;
  created_at: Date;
  total: string;
}

/**
 * One page of the agent's team: the direct downlines of `parentId`, or (with `search`) everyone
 * under the agent whose username contains it. Each with its main balance and last login.
 */
export async function teamMembersPage(
  db: Db,
  f: { agentId: bigint; parentId: bigint; search?: string | undefined; limit: number; offset: number },
): Promise<TeamMemberDbRow[]> {
  const which =
    f.search === undefined
      ? sql`exists (select 1 from member_tree c where c.ancestor_id = ${String(f.parentId)}::bigint
          and c.member_id = t.member_id and c.depth = 1)`
      : sql`position(${f.search.toLowerCase()} in m.username) > 0`;
  return (
    await sql<TeamMemberDbRow>`
      select m.username, m.nickname, m.type, t.depth,
        (select count(*) from member_tree c where c.ancestor_id = m.id and c.depth = 1)::int as direct_count,
        (select count(*) from member_tree c where c.ancestor_id = m.id and c.depth > 0)::int as team_size,
        coalesce(a.balance, 0)::text as balance,
        (select max(h.at) from login_history h where h.member_id = m.id and h.result = 'SUCCESS') as last_login_at,
        m.disabled, m.created_at, count(*) over ()::text as total
      from member_tree t
      join members m on m.id = t.member_id
      left join ledger_accounts a
        on a.merchant_id = m.merchant_id and a.member_id = m.id and a.kind = 'MAIN' and a.vendor = ''
      where t.ancestor_id = ${String(f.agentId)}::bigint and t.depth > 0 and ${which}
      order by t.depth, m.username
      limit ${f.limit} offset ${f.offset}
    `.execute(db)
  ).rows;
}
