import type { z } from 'zod';
import type {
  OperatorReferralReward,
  saveReferralTiersRequest,
} from '@bet/contracts/operator/operator-referral';
import type { ReferralRewardStatus, ReferralTier } from '@bet/contracts/referral/referral';
import { fromMinor, toMinor, type Page } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { findMemberByUsername } from '../wallet/wallet.repo.js';
import * as repo from './referral.repo.js';
import { tierOf } from './referral.service.js';

type SaveTiers = z.output<typeof saveReferralTiersRequest>;

/** The back office's referral (issue 18): the tiers (saved whole, audited) and the rewards made. */
export class ReferralOperatorService {
  constructor(private readonly d: { db: Db }) {}

  async tiers(merchantId: number): Promise<{ tiers: ReferralTier[] }> {
    return { tiers: (await repo.listTiers(this.d.db, merchantId)).map(tierOf) };
  }

  /** Replaces the tiers; a tier a friend already earned is never paid again for that friend. */
  async saveTiers(merchantId: number, body: SaveTiers, who: Actor) {
    await this.d.db.transaction().execute(async (trx) => {
      await repo.replaceTiers(
        trx,
        merchantId,
        body.tiers.map((t) => ({
          merchant_id: merchantId,
          tier: t.tier,
          deposit_required: toMinor(t.depositRequired),
          bet_required: toMinor(t.betRequired),
          reward: toMinor(t.reward),
          turnover_multiple: t.turnoverMultiple,
        })),
      );
      await writeAudit(trx, {
        actorType: 'operator',
        actorId: String(who.operatorId),
        merchantId,
        action: 'referral.tiers',
        detail: { ...body },
        ip: who.ip,
      });
    });
    return this.tiers(merchantId);
  }

  async rewards(
    merchantId: number,
    q: { pageNo: number; pageSize: number; status?: ReferralRewardStatus; username?: string },
  ): Promise<Page<OperatorReferralReward>> {
    let memberId: bigint | undefined;
    if (q.username) {
      const member = await findMemberByUsername(this.d.db, merchantId, q.username);
      if (!member) return pageOf([], 0, q.pageNo, q.pageSize);
      memberId = BigInt(member.id);
    }
    const { rows, total } = await repo.listRewards(this.d.db, {
      merchantId,
      status: q.status,
      memberId,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list = rows.map((r) => ({
      id: Number(r.id),
      referrer: r.referrer,
      friend: r.friend,
      tier: r.tier,
      amount: fromMinor(BigInt(r.amount)),
      status: r.status,
      reason: r.reason,
      createdAt: r.created_at.getTime(),
    }));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }
}
