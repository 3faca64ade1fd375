import type { z } from 'zod';
import type { playerSearchQuery, PlayerSummary } from '@bet/contracts/operator/operator-players';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { pageOf } from '../../shared/paging.js';
import { fullMobile, kindOf, statusOf } from './player-status.js';
import * as repo from './player-search.repo.js';

/** The operator's player search: one field (or any) and a page of players with what a clerk scans. */
export class PlayerSearchService {
  constructor(private readonly db: Db) {}

  async search(merchantId: number, query: z.output<typeof playerSearchQuery>) {
    const filter: repo.SearchFilter = { merchantId, field: query.field, q: query.q };
    const [rows, total] = await Promise.all([
      repo.searchPage(this.db, filter, {
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }),
      repo.searchCount(this.db, filter),
    ]);
    const list: PlayerSummary[] = rows.map((m) => ({
      username: m.username,
      nickname: m.nickname,
      payeeName: m.payee_name,
      mobile: fullMobile(m),
      email: m.email,
      kind: kindOf(m.type),
      status: statusOf(m),
      vip: m.club_label,
      upline: m.upline,
      balance: fromMinor(BigInt(m.balance)),
      registeredAt: m.created_at.getTime(),
      lastLoginAt: m.last_login_at ? new Date(m.last_login_at).getTime() : null,
    }));
    return pageOf(list, total, query.pageNo, query.pageSize);
  }
}
