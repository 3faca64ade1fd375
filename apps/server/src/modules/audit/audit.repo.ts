import type { Db } from '../../db/create-db.js';

export interface AuditEntry {
  actorType: 'operator' | 'member' | 'system';
  actorId: string;
  merchantId: number | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string;
}

/** Appends to the audit log (the table refuses updates and deletes). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_type: entry.actorType,
      actor_id: entry.actorId,
      merchant_id: entry.merchantId,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      ip: entry.ip,
    })
    .execute();
}

/** The merchant's audit log and the platform-wide entries, newest first. */
export async function listAudit(
  db: Db,
  merchantId: number,
  q: { action?: string | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('audit_log')
    .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]));
  if (q.action) query = query.where('action', '=', q.action);
  return query.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
}
