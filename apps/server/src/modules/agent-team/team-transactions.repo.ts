import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type TeamTransactionKind = 'deposit' | 'withdrawal' | 'transfer';

export interface TeamTransactionsFilter {
  agentId: bigint;
  /** Only this downline; else every member under the agent (the agent itself excluded). */
  memberId?: bigint | undefined;
  kind?: TeamTransactionKind | undefined;
  from: number;
  to: number;
}

export interface TeamTransactionDbRow {
  id: string;
  username: string;
  kind: TeamTransactionKind;
  amount: string;
  counterparty: string | null;
  status: string;
  time: Date;
  total: string;
}

const MEMBER_TRANSFERS = sql`('TRANSFER_TO_UPLINE', 'TRANSFER_TO_DOWNLINE')`;

/**
 * One page of the downlines' deposits, withdrawals and member transfers, newest first. A transfer
 * is one row per side that is a downline (its ledger entry on that member's main wallet), the
 * other side named only when it is in the agent's team.
 */
export async function teamTransactionsPage(
  db: Db,
  f: TeamTransactionsFilter,
  page: { limit: number; offset: number },
): Promise<TeamTransactionDbRow[]> {
  const from = sql`to_timestamp(${String(f.from)}::bigint / 1000.0)`;
  const to = sql`to_timestamp(${String(f.to)}::bigint / 1000.0)`;
  const team = sql`
    select t.member_id from member_tree t
    where t.ancestor_id = ${String(f.agentId)}::bigint and t.depth > 0
      ${f.memberId === undefined ? sql`` : sql`and t.member_id = ${String(f.memberId)}::bigint`}`;
  const parts = [];
  if (f.kind === undefined || f.kind === 'deposit')
    parts.push(sql`
      select 'D' || d.id as id, d.member_id, 'deposit' as kind, d.amount, null::bigint as other,
        d.status::text as status, d.created_at as time
      from deposits d where d.member_id in (${team}) and d.created_at >= ${from} and d.created_at < ${to}`);
  if (f.kind === undefined || f.kind === 'withdrawal')
    parts.push(sql`
      select 'W' || w.id as id, w.member_id, 'withdrawal' as kind, -w.amount as amount, null::bigint as other,
        w.status::text as status, w.created_at as time
      from withdrawals w where w.member_id in (${team}) and w.created_at >= ${from} and w.created_at < ${to}`);
  if (f.kind === undefined || f.kind === 'transfer')
    parts.push(sql`
      select 'T' || e.id as id, a.member_id, 'transfer' as kind, e.amount,
        (select oa.member_id from ledger_entries oe join ledger_accounts oa on oa.id = oe.account_id
          where oe.transfer_id = e.transfer_id and oe.id <> e.id and oa.kind = 'MAIN' limit 1) as other,
        'SUCCESS' as status, e.created_at as time
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transfers tr on tr.id = e.transfer_id and tr.type in ${MEMBER_TRANSFERS}
      where a.kind = 'MAIN' and a.member_id in (${team}) and e.created_at >= ${from} and e.created_at < ${to}`);
  return (
    await sql<TeamTransactionDbRow>`
      select x.id, m.username, x.kind, x.amount::text as amount,
        (select om.username from members om
          join member_tree ot on ot.member_id = om.id and ot.ancestor_id = ${String(f.agentId)}::bigint
          where om.id = x.other) as counterparty,
        x.status, x.time, count(*) over ()::text as total
      from (${sql.join(parts, sql` union all `)}) x
      join members m on m.id = x.member_id
      order by x.time desc, x.id desc
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
}
