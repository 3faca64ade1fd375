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
