import type { z } from 'zod';
import type { auditSearchQuery } from '@bet/contracts/operator/operator-accounts';
import type { Db } from '../../db/create-db.js';
import { searchAudit } from './audit-search.repo.js';

/** The audit log viewer: filtered, paged, newest first, with the acting operator's name. */
export class OperatorAuditService {
  constructor(private readonly db: Db) {}

  async search(merchantId: number, query: z.output<typeof auditSearchQuery>) {
    const { pageNo, pageSize, ...filter } = query;
    const { rows, total } = await searchAudit(this.db, merchantId, filter, {
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        actorType: r.actor_type,
        actorId: r.actor_id,
        actorName: r.actor_name ?? null,
        action: r.action,
        detail: r.detail,
        ip: r.ip,
        time: r.created_at.getTime(),
      })),
      totalCount: total,
      totalPages: Math.ceil(total / pageSize),
      pageNo,
    };
  }
}
