import type { OutboxEntry } from '@bet/contracts/operator/operator';
import type { Db } from '../../db/create-db.js';

interface Filter {
  to?: string;
  limit: number;
}

export async function listSmsOutbox(db: Db, merchantId: number, f: Filter): Promise<OutboxEntry[]> {
  let q = db.selectFrom('sms_outbox').selectAll().where('merchant_id', '=', merchantId);
  if (f.to) q = q.where('to_number', '=', f.to);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_number,
    subject: null,
    body: r.body,
    status: r.status,
    createdAt: r.created_at.getTime(),
  }));
}

export async function listMailOutbox(db: Db, merchantId: number, f: Filter): Promise<OutboxEntry[]> {
  let q = db.selectFrom('mail_outbox').selectAll().where('merchant_id', '=', merchantId);
  if (f.to) q = q.where('to_address', '=', f.to);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    body: r.body,
    status: r.status,
    createdAt: r.created_at.getTime(),
  }));
}
