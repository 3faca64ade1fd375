import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { exclusionInForce } from './responsible-gaming.repo.js';

/**
 * Players of a merchant with a limit (`LIMITS`), an exclusion running at `now` (`EXCLUDED`), or
 * either (`ALL`), newest change first; a page and the total.
 */
export async function findRgPlayers(
  db: Db,
  q: {
    merchantId: number;
    filter: 'ALL' | 'LIMITS' | 'EXCLUDED';
    username?: string;
    now: Date;
    offset: number;
    limit: number;
  },
) {
  const running = sql<boolean>`exists (select 1 from rg_exclusions e where e.member_id = m.id and ${exclusionInForce('e', q.now)})`;
  const limited = sql<boolean>`exists (select 1 from rg_limits l where l.member_id = m.id)`;
  let base = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', q.merchantId)
    .where(
      q.filter === 'LIMITS'
        ? limited
        : q.filter === 'EXCLUDED'
          ? running
          : sql<boolean>`(${limited} or ${running})`,
    );
  if (q.username) base = base.where('m.username', '=', q.username);
  const [rows, total] = await Promise.all([
    base
      .select([
        'm.id',
        'm.username',
        sql<string>`(select count(*) from rg_limits l where l.member_id = m.id)`.as('limits'),
        sql<string>`(select count(*) from rg_limits l where l.member_id = m.id and l.pending_at > ${q.now})`.as(
          'pending',
        ),
        sql<Date | null>`(select max(c.requested_at) from rg_limit_changes c where c.member_id = m.id)`.as(
          'last_change_at',
        ),
      ])
      .orderBy('m.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findMemberOf = (db: Db, merchantId: number, memberId: bigint) =>
  db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();

export const listLimitChanges = (db: Db, memberId: bigint) =>
  db
    .selectFrom('rg_limit_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();

export const listExclusions = (db: Db, memberId: bigint) =>
  db
    .selectFrom('rg_exclusions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** Refusals of a merchant (or one member), newest first, with the player's name. */
export async function listRefusals(
  db: Db,
  q: { merchantId: number; memberId?: bigint; kind?: string; offset: number; limit: number },
) {
  let base = db
    .selectFrom('rg_refusals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_id', '=', q.merchantId);
  if (q.memberId !== undefined) base = base.where('r.member_id', '=', q.memberId);
  if (q.kind) base = base.where('r.kind', '=', q.kind);
  const [rows, total] = await Promise.all([
    base
      .select(['r.id', 'r.member_id', 'm.username', 'r.kind', 'r.period', 'r.action', 'r.amount', 'r.at'])
      .orderBy('r.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
