import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type SearchField = 'any' | 'username' | 'mobile' | 'email' | 'ip' | 'bankAccount';
export interface SearchFilter {
  merchantId: number;
  field: SearchField;
  /** What the operator typed, trimmed; empty lists every player. */
  q: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids of the players one field matches, each an index lookup (migration 0014): username by
 * prefix, mobile with or without its dialing code, e-mail, an address the player registered or
 * logged in from, a bank account (also of removed cards). Null when the text cannot be that field.
 */
function idsOf(
  field: Exclude<SearchField, 'any'>,
  merchantId: number,
  q: string,
): RawBuilder<unknown> | null {
  const m = sql`${merchantId}::int`;
  switch (field) {
    case 'username':
      return sql`select id from members where merchant_id = ${m} and username like ${`${escapeLike(q.toLowerCase())}%`} escape '\\'`;
    case 'mobile': {
      const digits = q.replace(/\D/g, '');
      if (digits.length < 4) return null;
      return sql`select id from members where merchant_id = ${m} and mobile_num is not null
        and (mobile_num = ${digits} or (dialing_code || mobile_num) = ${digits})`;
    }
    case 'email':
      return q.includes('@')
        ? sql`select id from members where merchant_id = ${m} and lower(email) = ${q.toLowerCase()}`
        : null;
    case 'ip':
      return sql`select id from members where merchant_id = ${m} and register_ip = ${q}
        union select member_id from member_ips where ip = ${q}
        union select member_id from login_history where ip = ${q}`;
    case 'bankAccount': {
      const account = q.replace(/[\s-]/g, '');
      return account
        ? sql`select member_id from bank_cards where merchant_id = ${m} and account_number = ${account}`
        : null;
    }
  }
}

const ALL_FIELDS = ['username', 'mobile', 'email', 'ip', 'bankAccount'] as const;

/** The `where` of a search: the merchant's members, restricted to the field's ids when there is text. */
function matchOf(f: SearchFilter): RawBuilder<unknown> {
  const base = sql`m.merchant_id = ${f.merchantId}::int`;
  if (!f.q) return base;
  const parts = (f.field === 'any' ? ALL_FIELDS : [f.field])
    .map((field) => idsOf(field, f.merchantId, f.q))
    .filter((part): part is RawBuilder<unknown> => part !== null);
  if (parts.length === 0) return sql`false`;
  // `= any(array(…))`, not `in (…)`: the ids are found first (an InitPlan over the field's index),
  // then read by primary key. With `in`, PostgreSQL pulls a one-field subquery up into a join and,
  // misjudging how few rows match, walks all players in page order instead (mobile search: 240 ms
  // at 100k players against 0.2 ms).
  return sql`${base} and m.id = any(array(${sql.join(parts, sql` union `)}))`;
}

const ORDER = {
  registeredAt: sql`m.created_at, m.id`,
  '-registeredAt': sql`m.created_at desc, m.id desc`,
  username: sql`m.username`,
  '-username': sql`m.username desc`,
} as const;
export type SearchSort = keyof typeof ORDER;

export type PlayerRow = {
  username: string;
  nickname: string | null;
  payee_name: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  type: number;
  disabled: boolean;
  agent_only: boolean;
  club_label: string;
  upline: string | null;
  balance: string;
  created_at: Date;
  last_login_at: Date | null;
};

/** One page of matching players with their upline, main balance and last successful login. */
export async function searchPage(
  db: Db,
  f: SearchFilter,
  page: { sort: SearchSort; limit: number; offset: number },
): Promise<PlayerRow[]> {
  const { rows } = await sql<PlayerRow>`
    select m.username, m.nickname, m.payee_name, m.dialing_code, m.mobile_num, m.email, m.type,
      m.disabled, m.agent_only, m.club_label, u.username as upline,
      coalesce(a.balance, 0)::text as balance, m.created_at,
      (select max(h.at) from login_history h where h.member_id = m.id and h.result = 'SUCCESS') as last_login_at
    from members m
    left join members u on u.id = m.upline_id
    left join ledger_accounts a
      on a.merchant_id = m.merchant_id and a.member_id = m.id and a.kind = 'MAIN' and a.vendor = ''
    where ${matchOf(f)}
    order by ${ORDER[page.sort]}
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  return rows;
}

export async function searchCount(db: Db, f: SearchFilter): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from members m where ${matchOf(f)}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
