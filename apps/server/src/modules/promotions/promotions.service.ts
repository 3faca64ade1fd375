import type { z } from 'zod';
import { AccountType, DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { PROMOTION_CLAIMS_PER_HOUR, type PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import type {
  applyPromotionRequest,
  PromotionClaimResult,
  PromotionDetail,
  PromotionListResponse,
  promotionListQuery,
} from '@bet/contracts/promotions/promotions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { MemberIdentity } from '../identity/session.service.js';
import type { CashbackService } from './cashback.service.js';
import type { RaffleDrawsService } from './raffle-draws.service.js';
import { ClaimBatcher } from './claim-batcher.js';
import { payClaim } from './pay-claim.js';
import { decodeApplicationImages } from './promotion-applications.js';
import * as applications from './promotion-applications.repo.js';
import * as signalsRepo from './promotion-signals.repo.js';
import type { PromotionFacts } from './promotion-facts.js';
import { meetsRequirement, type MemberView } from './promotion-facts.js';
import { joinRequired, signUpDeadline } from './promotion-state.js';
import { cardOf, rainProgressOf, textsIn, wheelProgressOf } from './promotion-view.js';
import * as repo from './promotions.repo.js';
import { assertCall, refusalOf } from './promotion-refusals.js';

/**
 * The velocity limit: a player who took PROMOTION_CLAIMS_PER_HOUR rewards in the last hour takes no
 * more until it has passed. Read with the member's other facts, so concurrent requests may pass it
 * by a few: a brake on scripts, not a budget (budgets and once-per-period are exact).
 */
function assertNotTooFast(view: MemberView | undefined) {
  if (view && view.member.recentClaims >= PROMOTION_CLAIMS_PER_HOUR)
    throw new AppError(ErrorCodes.promotionTooFast);
}

/** The player's promotions (issue 17): list, detail, join, claim, bonus codes, reward centre. */
export class PromotionsService {
  private readonly batcher: ClaimBatcher;
  /** A hot promotion's row and title for claims, kept a second: the batch re-reads its status and budget under lock. */
  private readonly claimable = new TtlCache<string, { p: repo.PromotionRow; title: string }>(1000, 1000);

  constructor(
    private readonly d: {
      db: Db;
      timeZone: string;
      now?: () => Date;
      cashback: CashbackService;
      raffleDraws: RaffleDrawsService;
      /** Shared with the draws (raffle.service.ts): their coalesced reads serve both. */
      facts: PromotionFacts;
    },
  ) {
    this.batcher = new ClaimBatcher(d.db);
  }

  private now = () => (this.d.now ?? (() => new Date()))();

  /** A real account's id, or none: a trial account sees promotions as a visitor does. */
  private static viewer(member: MemberIdentity | undefined) {
    return member && member.type !== AccountType.trial ? member.memberId : undefined;
  }

  async list(
    merchantId: number,
    language: Language,
    query: z.output<typeof promotionListQuery>,
    member?: MemberIdentity,
  ): Promise<PromotionListResponse> {
    const { db } = this.d;
    const all = await repo.listPromotions(db, merchantId);
    const view = await this.d.facts.memberView(db, PromotionsService.viewer(member), all);
    const shown = query.kind ? all.filter((p) => p.kind === query.kind) : all;
    const texts = await repo.listTexts(
      db,
      shown.map((p) => p.id),
    );
    const now = this.now();
    const list = await Promise.all(
      shown.map(async (p) =>
        cardOf(p, textsIn(texts, p.id, language), (await this.d.facts.stateOf(db, p, view, now)).state),
      ),
    );
    const kinds = [...new Set(all.map((p) => p.kind))] as PromotionKind[];
    return { list, kinds };
  }

  /** The list a newcomer sees (English, every kind) as JSON: the promotions page's document carries it. */
  async newcomerListJson(merchantId: number): Promise<string> {
    return JSON.stringify(await this.list(merchantId, DEFAULT_LANGUAGE, {}));
  }

  /**
   * The register title's bonus (spec §2): the first sign-up bonus a visitor could join now (open,
   * started, not ended, budget left), else null.
   */
  async signUpBonus(merchantId: number): Promise<number | null> {
    const { db } = this.d;
    const now = this.now();
    for (const p of await repo.listPromotions(db, merchantId)) {
      if (p.rules.kind !== 'SIGN_UP') continue;
      const { state } = await this.d.facts.stateOf(db, p, undefined, now);
      if (state.state === 'JOIN') return fromMinor(BigInt(p.rules.amountMinor));
    }
    return null;
  }

  async detail(
    merchantId: number,
    language: Language,
    id: number,
    member?: MemberIdentity,
  ): Promise<PromotionDetail> {
    return this.detailIn(this.d.db, merchantId, language, id, PromotionsService.viewer(member));
  }

  private async detailIn(
    db: Db,
    merchantId: number,
    language: Language,
    id: number,
    memberId: bigint | undefined,
  ): Promise<PromotionDetail> {
    const p = await repo.findPromotion(db, merchantId, id);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    const view = await this.d.facts.memberView(db, memberId, [p]);
    const now = this.now();
    const { state, deposit, reward, claim, wheel, rain } = await this.d.facts.stateOf(db, p, view, now);
    const texts = textsIn(await repo.listTexts(db, [p.id]), p.id, language);
    const joinedAt = view?.joins.get(p.id) ?? null;
    const cashback =
      memberId !== undefined && state.state === 'JOINED' ? await this.d.cashback.progress(p, memberId) : null;
    const raffle = await this.d.raffleDraws.progress(db, p, joinedAt, memberId);
    const signUp =
      view && p.rules.kind === 'SIGN_UP' && view.member.created_at >= p.starts_at
        ? {
            registeredAt: view.member.created_at.getTime(),
            requestBy: signUpDeadline({ createdAt: view.member.created_at }, p.claim_days).getTime(),
            requirements: p.rules.requires.map((requirement) => ({
              requirement,
              met: meetsRequirement(view.member, requirement),
            })),
          }
        : null;
    const application =
      memberId !== undefined && p.kind === 'APPLICATION' && claim
        ? await applications.findApplication(db, p.id, memberId, claim.period)
        : undefined;
    return {
      ...cardOf(p, texts, state),
      rules: texts.rules,
      progress: {
        qualifyingDeposit: deposit ? fromMinor(deposit.amount) : null,
        reward: claim ? fromMinor(claim.amount) : reward !== null ? fromMinor(reward) : null,
        claimBy:
          deposit && p.repeat === 'ONCE' && deposit.completed_at
            ? deposit.completed_at.getTime() + p.claim_days * 86_400_000
            : null,
        joinedAt: joinedAt?.getTime() ?? null,
        cashback: cashback && {
          basis: fromMinor(cashback.basis),
          reward: fromMinor(cashback.reward),
          paysAt: cashback.paysAt.getTime(),
        },
        application: application
          ? {
              comment: application.comment ?? '',
              images: Number(application.images),
              appliedAt: application.created_at.getTime(),
              reason: application.reason,
            }
          : null,
        signUp,
        wheel: wheel && wheelProgressOf(wheel),
        rain: rain && rainProgressOf(rain, claim),
        raffle,
      },
    };
  }

  /**
   * Joins a deposit bonus (the next qualifying deposit makes its reward claimable), a cashback that
   * asks for turnover (bets settled from now on count), or — through its own call — a sign-up bonus
   * (its reward is ready once the account meets its requirements).
   */
  async join(
    member: MemberIdentity,
    language: Language,
    id: number,
    signUpCall = false,
  ): Promise<PromotionDetail> {
    const { db } = this.d;
    const p = await repo.findPromotion(db, member.merchantId, id);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    assertCall(p, signUpCall ? 'SIGN_UP' : 'GENERAL');
    if (!joinRequired(p.rules)) throw new AppError(ErrorCodes.requestParamErr, 'nothing to join');
    const view = await this.d.facts.memberView(db, member.memberId, [p]);
    if (view?.joins.has(p.id)) throw new AppError(ErrorCodes.promotionAlreadyJoined);
    const { state } = await this.d.facts.stateOf(db, p, view, this.now());
    if (state.state !== 'JOIN') throw new AppError(refusalOf(state));
    await repo.insertJoin(db, p.id, member.memberId);
    return this.detailIn(db, member.merchantId, language, id, member.memberId);
  }

  /**
   * Pays a ready deposit bonus, or — through its own call — a sign-up bonus (or holds it for review
   * when abuse signals link the player). The state is read first; the payment joins its
   * promotion's group commit, which takes the budget and the uniqueness of the claim under lock.
   */
  async claim(
    member: MemberIdentity,
    language: Language,
    id: number,
    signUpCall = false,
  ): Promise<PromotionClaimResult> {
    const { db } = this.d;
    const { p, title } = await this.claimable.get(`${member.merchantId}:${id}:${language}`, async () => {
      const row = await repo.findPromotion(db, member.merchantId, id);
      if (!row) throw new AppError(ErrorCodes.promotionNotFound);
      return { p: row, title: textsIn(await repo.listTexts(db, [row.id]), row.id, language).title };
    });
    assertCall(p, signUpCall ? 'SIGN_UP' : 'GENERAL');
    const view = await this.d.facts.claimantView(p.id, member.memberId);
    assertNotTooFast(view);
    const now = this.now();
    const s = await this.d.facts.stateOf(db, p, view, now);
    if (s.state.state !== 'CLAIM' || s.reward === null)
      throw new AppError(refusalOf(s.state, ErrorCodes.promotionNothingToClaim));
    return this.batcher.claim({
      promotion: p,
      memberId: member.memberId,
      period: this.d.facts.periodKey(p, now),
      amount: s.reward,
      depositId: s.deposit ? BigInt(s.deposit.id) : null,
      codeId: null,
      bonusName: title,
    });
  }

  /**
   * An application (state JOIN) with its comment and images, kept for an operator's review: one per
   * player and period. Once-per-person promotions note the signals shared with other applicants,
   * for the reviewer to see.
   */
  async apply(
    member: MemberIdentity,
    body: z.output<typeof applyPromotionRequest>,
  ): Promise<PromotionClaimResult> {
    const images = decodeApplicationImages(body.images);
    const { db } = this.d;
    const p = await repo.findPromotion(db, member.merchantId, body.id);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    if (p.kind !== 'APPLICATION') throw new AppError(ErrorCodes.requestParamErr, 'not an application');
    const view = await this.d.facts.memberView(db, member.memberId, [p]);
    assertNotTooFast(view);
    const now = this.now();
    const { state } = await this.d.facts.stateOf(db, p, view, now);
    if (state.state !== 'JOIN') throw new AppError(refusalOf(state));
    await db.transaction().execute(async (trx) => {
      const signals =
        p.repeat === 'ONCE' ? await signalsRepo.sharedSignals(trx, p.merchant_id, p.id, member.memberId) : [];
      const id = await applications.insertApplication(trx, {
        merchantId: p.merchant_id,
        promotionId: p.id,
        memberId: member.memberId,
        period: this.d.facts.periodKey(p, now),
        comment: body.comment,
        signals,
        images,
      });
      if (id === null) throw new AppError(ErrorCodes.promotionAlreadyClaimed);
    });
    return { promotionId: p.id, status: 'APPLIED', amount: 0, turnoverRequired: 0, state: 'APPLYING' };
  }

  /** Redeems a bonus code: once per player, while the code has uses and its promotion is open. */
  async redeemCode(member: MemberIdentity, language: Language, code: string): Promise<PromotionClaimResult> {
    return this.d.db.transaction().execute(async (trx) => {
      const found = await repo.findCode(trx, member.merchantId, code);
      if (!found) throw new AppError(ErrorCodes.bonusCodeInvalid);
      const p = await repo.findPromotion(trx, member.merchantId, found.promotion_id);
      if (!p || p.rules.kind !== 'BONUS_CODE') throw new AppError(ErrorCodes.bonusCodeInvalid);
      const view = await this.d.facts.memberView(trx, member.memberId, [p]);
      assertNotTooFast(view);
      const { state } = await this.d.facts.stateOf(trx, p, view, this.now());
      if (state.state !== 'JOIN') throw new AppError(refusalOf(state));
      if (!(await repo.useCode(trx, found.id))) throw new AppError(ErrorCodes.bonusCodeInvalid);
      const title = textsIn(await repo.listTexts(trx, [p.id]), p.id, language).title;
      return payClaim(trx, {
        promotion: p,
        memberId: member.memberId,
        period: 'once',
        amount: BigInt(p.rules.amountMinor),
        depositId: null,
        codeId: found.id,
        bonusName: title,
      });
    });
  }
}
