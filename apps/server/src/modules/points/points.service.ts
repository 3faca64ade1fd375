import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import type {
  PointsBalanceResponse,
  PointsConfigResponse,
  PointsTransactionsResponse,
} from '@bet/contracts/points/points';
import { convertStep, fromCentipoints, type PointType } from '@bet/contracts/points/points-rules';
import type { Db } from '../../db/create-db.js';
import { pageOf, rangeOf } from '../../shared/paging.js';
import { readFeed } from '../feeds/xid-feed.repo.js';
import * as repo from './points.repo.js';

/** The wire's figures of a merchant's points rules. */
export const configOf = (s: repo.PointsSettingsRow): PointsConfigResponse => ({
  ratio: s.ratio,
  convertEnabled: s.convert_enabled,
  convertMin: s.convert_min,
  convertStep: convertStep(s.ratio),
  depositPercent: s.deposit_percent,
  multipliers: GAME_CATEGORIES.map((category) => ({ category, percent: s.multipliers[category] })),
});

export interface EntryQuery {
  pageNo: number;
  pageSize: number;
  type?: PointType;
  from?: number;
  to?: number;
}

/**
 * Points (issue 18, decision 0054): earned by the scheduler from settled bets and completed
 * deposits (`earn`), read as a balance and as the points ledger.
 */
export class PointsService {
  constructor(private readonly d: { db: Db }) {}

  async balance(memberId: bigint): Promise<PointsBalanceResponse> {
    const b = await repo.findBalance(this.d.db, memberId);
    return {
      points: fromCentipoints(b.balance),
      earned: fromCentipoints(b.earned),
      spent: fromCentipoints(b.spent),
    };
  }

  async config(merchantId: number): Promise<PointsConfigResponse> {
    return configOf(await repo.findSettings(this.d.db, merchantId));
  }

  async entries(memberId: bigint, q: EntryQuery): Promise<PointsTransactionsResponse> {
    const { rows, total } = await repo.listEntries(this.d.db, {
      memberId,
      type: q.type,
      ...rangeOf(q),
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list = rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      points: fromCentipoints(BigInt(r.points)),
      reference: r.reference,
      createdAt: r.created_at.getTime(),
    }));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }

  /**
   * Earns the points of everything settled or completed since the last run, in one transaction
   * with the feed's move: a crash leaves both as they were, and the next run counts them once.
   */
  earn(): Promise<number> {
    return readFeed(this.d.db, 'points_feed', repo.earn, 0);
  }
}
