import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  decidePromotionClaimRequest,
  generateBonusCodesRequest,
  OperatorPromotion,
  OperatorPromotionClaim,
  promotionClaimsQuery,
  savePromotionRequest,
} from '@bet/contracts/operator/operator-promotions';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { toDataUrl } from '../../shared/image-data-url.js';
import { payPromotionReward } from './pay-claim.js';
import { payApplication } from './promotion-applications.js';
import { findClaimImage } from './promotion-applications.repo.js';
import * as budgetRepo from './promotion-budget.repo.js';
import { rewardOf, textsIn } from './promotion-view.js';
import * as ops from './promotions-operator.repo.js';
import * as repo from './promotions.repo.js';
import { storedRules } from './stored-rules.js';

type SaveRequest = z.output<typeof savePromotionRequest>;

/** Letters and digits a player cannot misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

function claimOf(r: ops.ClaimRow, title: string): OperatorPromotionClaim {
  return {
    id: Number(r.id),
    promotionId: r.promotion_id,
    title,
    username: r.username,
    amount: fromMinor(r.amount),
    status: r.status,
    signals: r.signals,
    reason: r.reason,
    decidedBy: r.decided_by,
    createdAt: r.created_at.getTime(),
    comment: r.comment,
    imageIds: r.image_ids ?? [],
    maxAmount: r.rules.kind === 'APPLICATION' ? fromMinor(BigInt(r.rules.maxAmountMinor)) : null,
  };
}

/** The operator's promotions (issue 17): definitions, pause, flagged claims, bonus-code batches. */
export class PromotionsOperatorService {
  constructor(private readonly d: { db: Db }) {}

  async list(merchantId: number): Promise<{ list: OperatorPromotion[] }> {
    const { db } = this.d;
    const rows = await repo.listPromotions(db, merchantId);
    const [texts, counts] = await Promise.all([
      repo.listTexts(
        db,
        rows.map((r) => r.id),
      ),
      ops.promotionCounts(db, merchantId),
    ]);
    return { list: rows.map((p) => this.toOperator(p, texts, counts.get(p.id))) };
  }

  private async one(db: Db, merchantId: number, id: number): Promise<OperatorPromotion> {
    const p = await repo.findPromotion(db, merchantId, id);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    const [texts, counts] = await Promise.all([
      repo.listTexts(db, [id]),
      ops.promotionCounts(db, merchantId),
    ]);
    return this.toOperator(p, texts, counts.get(id));
  }

  private toOperator(
    p: repo.PromotionRow,
    texts: Awaited<ReturnType<typeof repo.listTexts>>,
    counts: { paid: number; flagged: number; joined: number } | undefined,
  ): OperatorPromotion {
    return {
      id: p.id,
      kind: p.kind,
      art: p.art,
      status: p.status,
      startsAt: p.starts_at.getTime(),
      endsAt: p.ends_at?.getTime() ?? null,
      repeat: p.repeat,
      claimDays: p.claim_days,
      budget: p.budget === null ? null : fromMinor(BigInt(p.budget)),
      budgetUsed: fromMinor(BigInt(p.budget_used)),
      blocksWithdrawal: p.blocks_withdrawal,
      playerBudget: p.player_budget === null ? null : fromMinor(BigInt(p.player_budget)),
      sort: p.sort,
      rules: rewardOf(p.rules),
      eligibility: {
        ...p.eligibility,
        labels: p.eligibility.labels ?? [],
        agents: p.eligibility.agents ?? [],
        countries: p.eligibility.countries ?? [],
      },
      texts: texts
        .filter((t) => t.promotion_id === p.id)
        .map((t) => ({ language: t.language as 'EN', title: t.title, summary: t.summary, rules: t.rules })),
      paidClaims: counts?.paid ?? 0,
      flaggedClaims: counts?.flagged ?? 0,
      joined: counts?.joined ?? 0,
      updatedAt: p.updated_at.getTime(),
    };
  }

  async save(merchantId: number, body: SaveRequest, who: Actor): Promise<OperatorPromotion> {
    const values: ops.PromotionValues = {
      kind: body.rules.kind,
      art: body.art,
      startsAt: new Date(body.startsAt),
      endsAt: body.endsAt === null ? null : new Date(body.endsAt),
      repeat: body.repeat,
      claimDays: body.claimDays,
      budget: body.budget === null ? null : toMinor(body.budget),
      sort: body.sort,
      rules: storedRules(body.rules),
      eligibility: body.eligibility,
      blocksWithdrawal: body.blocksWithdrawal,
      playerBudget: body.playerBudget === null ? null : toMinor(body.playerBudget),
    };
    await this.assertAgentsExist(merchantId, body.eligibility.agents);
    return this.d.db.transaction().execute(async (trx) => {
      let id = body.id;
      if (id === undefined) {
        id = (await ops.insertPromotion(trx, merchantId, values)).id;
      } else {
        const existing = await repo.findPromotion(trx, merchantId, id);
        if (!existing) throw new AppError(ErrorCodes.promotionNotFound);
        if (existing.kind !== values.kind) throw new AppError(ErrorCodes.promotionKindFixed);
        // A budget below what was already paid would break the budget's check: refused plainly.
        if (values.budget !== null && values.budget < BigInt(existing.budget_used))
          throw new AppError(ErrorCodes.requestParamErr, 'the budget is below what was already paid');
        await ops.updatePromotion(trx, id, values);
      }
      await ops.replaceTexts(trx, id, body.texts);
      await this.audit(
        trx,
        merchantId,
        who,
        body.id === undefined ? 'promotion.create' : 'promotion.update',
        {
          id,
          kind: values.kind,
        },
      );
      return this.one(trx, merchantId, id);
    });
  }

  /** An agent line names accounts of this merchant: a typo would silently shut every player out. */
  private async assertAgentsExist(merchantId: number, agents: string[]) {
    if (agents.length === 0) return;
    const found = new Set(await ops.existingUsernames(this.d.db, merchantId, agents));
    const unknown = agents.findIndex((a) => !found.has(a));
    if (unknown >= 0)
      throw new AppError(ErrorCodes.requestParamErr, `unknown account ${agents[unknown]}`, {
        fields: [{ path: `eligibility.agents`, code: 'unknown' }],
      });
  }

  async setStatus(merchantId: number, id: number, status: 'ACTIVE' | 'PAUSED', who: Actor) {
    const { db } = this.d;
    if (!(await repo.findPromotion(db, merchantId, id))) throw new AppError(ErrorCodes.promotionNotFound);
    await ops.setStatus(db, id, status);
    await this.audit(db, merchantId, who, `promotion.${status.toLowerCase()}`, { id });
    return this.one(db, merchantId, id);
  }

  async claims(merchantId: number, q: z.output<typeof promotionClaimsQuery>) {
    const { db } = this.d;
    const { rows, total } = await ops.listClaims(db, merchantId, {
      promotionId: q.promotionId,
      status: q.status,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const texts = await repo.listTexts(db, [...new Set(rows.map((r) => r.promotion_id))]);
    const list = rows.map((r) => claimOf(r, textsIn(texts, r.promotion_id, 'EN').title));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }

  /**
   * Decides a claim waiting for review: a flagged one is paid as claimed (approve) or its reserved
   * budget released (reject); an application is paid the amount the operator chose (approve) or
   * refused with a reason (reject; nothing was reserved for it).
   */
  async decide(merchantId: number, body: z.output<typeof decidePromotionClaimRequest>, who: Actor) {
    return this.d.db.transaction().execute(async (trx) => {
      const claim = await ops.lockClaim(trx, merchantId, BigInt(body.id));
      if (!claim) throw new AppError(ErrorCodes.notFound);
      if (claim.status !== 'FLAGGED' && claim.status !== 'APPLIED')
        throw new AppError(ErrorCodes.promotionClaimNotFlagged);
      const title = textsIn(await repo.listTexts(trx, [claim.promotion_id]), claim.promotion_id, 'EN').title;
      const ids = { ...claim, id: BigInt(claim.id), member_id: BigInt(claim.member_id) };
      const reason = body.reason ?? null;
      let amount = BigInt(claim.amount);
      if (body.approve && claim.status === 'APPLIED') {
        amount = toMinor(body.amount ?? 0);
        await payApplication(trx, {
          claim: ids,
          rules: claim.rules,
          blocksWithdrawal: claim.blocks_withdrawal,
          playerBudget: claim.player_budget === null ? null : BigInt(claim.player_budget),
          merchantId,
          amount,
          operatorId: who.operatorId,
          title,
        });
      } else {
        const transferId = body.approve
          ? await payPromotionReward(trx, {
              merchantId,
              promotionId: claim.promotion_id,
              memberId: ids.member_id,
              period: claim.period,
              amount,
              turnover: BigInt(claim.turnover_required),
              name: title,
              blocksWithdrawal: claim.blocks_withdrawal,
            })
          : null;
        if (!body.approve && claim.status === 'FLAGGED')
          await budgetRepo.releaseBudget(trx, claim.promotion_id, amount);
        await ops.decideClaim(trx, ids.id, {
          status: body.approve ? 'PAID' : 'REJECTED',
          transferId,
          reason,
          operatorId: who.operatorId,
        });
      }
      await this.audit(trx, merchantId, who, `promotion.claim.${body.approve ? 'approve' : 'reject'}`, {
        claimId: String(claim.id),
        username: claim.username,
        application: claim.status === 'APPLIED',
        amount: fromMinor(amount),
        reason,
      });
      const after = await ops.lockClaim(trx, merchantId, ids.id);
      return claimOf(after ?? claim, title);
    });
  }

  /** One application image as a data URL (the review shows it); another merchant's is not found. */
  async claimImage(merchantId: number, id: number) {
    const image = await findClaimImage(this.d.db, merchantId, id);
    if (!image) throw new AppError(ErrorCodes.notFound);
    return { id: image.id, dataUrl: toDataUrl(image) };
  }

  /** Makes `count` new codes (CSPRNG; a rare collision is drawn again). */
  async generateCodes(merchantId: number, body: z.output<typeof generateBonusCodesRequest>, who: Actor) {
    const { db } = this.d;
    const p = await repo.findPromotion(db, merchantId, body.promotionId);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    if (p.kind !== 'BONUS_CODE') throw new AppError(ErrorCodes.requestParamErr, 'not a bonus-code promotion');
    const made: { code: string; max_uses: number; used: number }[] = [];
    for (let tries = 0; made.length < body.count && tries < 5; tries++) {
      const wanted = body.count - made.length;
      made.push(
        ...(await ops.insertCodes(
          db,
          merchantId,
          p.id,
          Array.from({ length: wanted }, newCode),
          body.usesPerCode,
        )),
      );
    }
    await this.audit(db, merchantId, who, 'promotion.codes', { id: p.id, count: made.length });
    return { list: made.map((c) => ({ code: c.code, maxUses: c.max_uses, used: c.used })) };
  }

  async codes(merchantId: number, promotionId: number) {
    const { db } = this.d;
    if (!(await repo.findPromotion(db, merchantId, promotionId)))
      throw new AppError(ErrorCodes.promotionNotFound);
    const rows = await ops.listCodes(db, promotionId);
    return { list: rows.map((c) => ({ code: c.code, maxUses: c.max_uses, used: c.used })) };
  }

  private audit(db: Db, merchantId: number, who: Actor, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail,
      ip: who.ip,
    });
  }
}
