import type { z } from 'zod';
import type { Language } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { PROMOTION_WINNERS_MAX } from '@bet/contracts/promotions/promotion-rules';
import type { promotionRewardsQuery } from '@bet/contracts/promotions/promotions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { maskName } from '../games/winners.service.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';

/** What promotions have paid, as lists: the player's reward centre and a promotion's winners. */
export class PromotionRewardsService {
  constructor(private readonly d: { db: Db }) {}

  /**
   * The promotion's latest winners, names masked. A claim approved after review counts from its
   * approval; the list is ordered by claim, so a late approval may sit among older ones.
   */
  async winners(merchantId: number, id: number) {
    const { db } = this.d;
    if (!(await repo.findPromotion(db, merchantId, id))) throw new AppError(ErrorCodes.promotionNotFound);
    const rows = await repo.latestPaidClaims(db, merchantId, id, PROMOTION_WINNERS_MAX);
    return {
      list: rows.map((r) => ({
        maskedName: maskName(r.username),
        amount: fromMinor(r.amount),
        at: (r.decided_at ?? r.created_at).getTime(),
      })),
    };
  }

  async rewards(member: MemberIdentity, language: Language, q: z.output<typeof promotionRewardsQuery>) {
    const { db } = this.d;
    const { rows, total } = await repo.listMemberClaims(db, member.memberId, {
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const texts = await repo.listTexts(db, [...new Set(rows.map((r) => r.promotion_id))]);
    const list = rows.map((r) => ({
      id: Number(r.id),
      promotionId: r.promotion_id,
      title: textsIn(texts, r.promotion_id, language).title,
      kind: r.kind,
      amount: fromMinor(r.amount),
      status: r.status,
      claimedAt: r.created_at.getTime(),
      reason: r.reason,
    }));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }
}
