import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Uplines of a member, nearest first (at most 20 levels: a team is never that deep). */
export async function uplineChain(db: Db, memberId: bigint) {
  const { rows } = await sql<{ username: string; type: number }>`
    with recursive chain (id, upline_id, depth) as (
      select id, upline_id, 0 from members where id = ${String(memberId)}::bigint
      union all
      select m.id, m.upline_id, c.depth + 1 from members m join chain c on m.id = c.upline_id where c.depth < 20
    )
    select m.username, m.type from chain c join members m on m.id = c.id where c.depth > 0 order by c.depth
  `.execute(db);
  return rows;
}

/** The member's direct downlines, newest first, and how many there are. */
export async function directDownlines(db: Db, memberId: bigint, limit: number) {
  const base = db.selectFrom('members').where('upline_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['username', 'created_at']).orderBy('id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every bank card the member added, removed ones too (an operator traces where money went). */
export const allBankCards = (db: Db, memberId: bigint) =>
  db
    .selectFrom('bank_cards')
    .select(['bank_name', 'account_name', 'account_number', 'created_at', 'removed_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();

export const openSessionCount = async (db: Db, memberId: bigint) =>
  Number(
    (
      await db
        .selectFrom('member_sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The last successful login: when and from where. */
export const lastLogin = (db: Db, memberId: bigint) =>
  db
    .selectFrom('login_history')
    .select(['at', 'ip'])
    .where('member_id', '=', memberId)
    .where('result', '=', 'SUCCESS')
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A page of the member's login attempts, newest first. */
export async function loginPage(db: Db, memberId: bigint, page: { limit: number; offset: number }) {
  const base = db.selectFrom('login_history').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'at', 'ip', 'device', 'user_agent', 'method', 'result'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A page of the audit entries that name the member (detail.username), newest first. */
export async function auditPage(
  db: Db,
  merchantId: number,
  username: string,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('audit_log')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(detail->>'username')`, '=', username.toLowerCase());
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'created_at', 'action', 'actor_type', 'actor_id', 'detail', 'ip'])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Operator names by id, for the audit trail. */
export const operatorNames = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? new Map<number, string>()
    : new Map(
        (await db.selectFrom('operators').select(['id', 'username']).where('id', 'in', ids).execute()).map(
          (o) => [o.id, o.username],
        ),
      );

/** Locks or unlocks the account (`disabled`: login and every session refused); the member's row, if any. */
export const setDisabled = (db: Db, merchantId: number, username: string, disabled: boolean) =>
  db
    .updateTable('members')
    .set({ disabled })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .returning(['id', 'type'])
    .executeTakeFirst();
