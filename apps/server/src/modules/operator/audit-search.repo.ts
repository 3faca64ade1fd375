import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  q?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** A LIKE pattern matching `text` literally (its own % _ \ escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function base(db: Db, merchantId: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('operators as o', (join) =>
      join.on((eb) =>
        eb.and([eb('a.actor_type', '=', 'operator'), eb('a.actor_id', '=', sql<string>`o.id::text`)]),
      ),
    )
    .where((eb) => eb.or([eb('a.merchant_id', '=', merchantId), eb('a.merchant_id', 'is', null)]));
}

function matching(db: Db, merchantId: number, f: AuditFilter) {
  let q = base(db, merchantId);
  if (f.operator) q = q.where('o.username', '=', f.operator.toLowerCase());
  if (f.action) q = q.where('a.action', 'like', `${literal(f.action)}%`);
  if (f.target) {
    const target = f.target.toLowerCase();
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(a.detail->>'username')`, '=', target),
        eb(sql<string>`a.detail->>'memberId'`, '=', target),
        eb.and([eb('a.actor_type', '=', 'member'), eb('a.actor_id', '=', target)]),
      ]),
    );
  }
  if (f.q) {
    const pattern = `%${literal(f.q)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('a.action', 'ilike', pattern),
        eb('a.ip', 'ilike', pattern),
        eb(sql<string>`a.detail::text`, 'ilike', pattern),
        eb('o.username', 'ilike', pattern),
      ]),
    );
  }
  if (f.from !== undefined) q = q.where('a.created_at', '>=', new Date(f.from));
  if (f.to !== undefined) q = q.where('a.created_at', '<', new Date(f.to));
  return q;
}

/** One page of the merchant's and the platform's audit entries matching `f`, newest first, and the count. */
export async function searchAudit(
  db: Db,
  merchantId: number,
  f: AuditFilter,
  page: { limit: number; offset: number },
) {
  const rows = await matching(db, merchantId, f)
    .select([
      'a.id',
      'a.actor_type',
      'a.actor_id',
      'a.action',
      'a.detail',
      'a.ip',
      'a.created_at',
      'o.username as actor_name',
    ])
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { n } = await matching(db, merchantId, f)
    .select(sql<bigint>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
