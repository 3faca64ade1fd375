import { AccountType, type Language } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import type { WheelSpinResult } from '@bet/contracts/promotions/promotions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { cryptoRandomInt, spinWithinBudget, type RandomInt } from './lucky-wheel.js';
import * as wheelRepo from './lucky-wheel.repo.js';
import { payPromotionReward } from './pay-claim.js';
import { PromotionFacts } from './promotion-facts.js';
import { assertCall, refusalOf } from './promotion-refusals.js';
import { prizeTableOf, textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';

/** No budget: every prize is affordable. */
const UNLIMITED = 2n ** 62n;

/**
 * The lucky wheel's spins (spec §7's raffle call): one ticket, one draw from the published prize
 * table by the CSPRNG, and the prize paid through the ledger in the same transaction.
 */
export class LuckyWheelService {
  private readonly facts: PromotionFacts;

  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date; random?: RandomInt }) {
    this.facts = new PromotionFacts({ timeZone: d.timeZone, db: d.db });
  }

  /**
   * Spins once. The wheel's row is locked first, so its spins are serial: the tickets left and the
   * budget left are read under the lock, the draw never picks a prize the budget cannot pay, and a
   * ticket is never spent twice (the spin's (period, seq) key would refuse it anyway).
   */
  async spin(member: MemberIdentity, language: Language, id: number): Promise<WheelSpinResult> {
    // Trial money earns no real prize (a trial account sees promotions as a visitor does).
    if (member.type === AccountType.trial) throw new AppError(ErrorCodes.promotionNotEligible);
    return this.d.db.transaction().execute(async (trx) => {
      const found = await repo.findPromotion(trx, member.merchantId, id);
      if (!found) throw new AppError(ErrorCodes.promotionNotFound);
      assertCall(found, 'RAFFLE');
      const locked = await repo.lockBudget(trx, found.id);
      const p = { ...found, status: locked.status, budget_used: locked.used };
      if (p.rules.kind !== 'LUCKY_WHEEL') throw new AppError(ErrorCodes.requestParamErr);
      const now = (this.d.now ?? (() => new Date()))();
      const view = await this.facts.memberView(trx, member.memberId, [p]);
      const { state, wheel } = await this.facts.stateOf(trx, p, view, now);
      if (state.state !== 'CLAIM' || !wheel)
        throw new AppError(refusalOf(state, ErrorCodes.promotionNoTicket));

      const table = prizeTableOf(p.rules);
      const left = locked.budget === null ? UNLIMITED : locked.budget - locked.used;
      const segment = spinWithinBudget(table, left, this.d.random ?? cryptoRandomInt);
      if (segment === null) throw new AppError(ErrorCodes.promotionBudgetExhausted);
      const amount = table[segment]!.amountMinor;
      const seq = wheel.used + 1;
      const turnover = turnoverRequiredMinor(amount, p.rules.turnoverMultiple);
      const claimId =
        amount > 0n
          ? await this.pay(trx, p, member.memberId, language, `${wheel.period}#${seq}`, amount, turnover)
          : null;
      await wheelRepo.insertSpin(trx, {
        merchantId: p.merchant_id,
        promotionId: p.id,
        memberId: member.memberId,
        period: wheel.period,
        seq,
        segment,
        amount,
        claimId,
      });
      const ticketsLeft = wheel.left - 1;
      return {
        promotionId: p.id,
        segment,
        amount: fromMinor(amount),
        turnoverRequired: fromMinor(turnover),
        ticketsLeft,
        state: ticketsLeft > 0 ? 'CLAIM' : 'JOINED',
      };
    });
  }

  /** A prize: the budget taken (under the lock), the ledger transfer, and its reward-centre claim. */
  private async pay(
    trx: Db,
    p: repo.PromotionRow,
    memberId: bigint,
    language: Language,
    period: string,
    amount: bigint,
    turnover: bigint,
  ): Promise<bigint> {
    await repo.addToBudget(trx, p.id, amount);
    const name = textsIn(await repo.listTexts(trx, [p.id]), p.id, language).title;
    const transferId = await payPromotionReward(trx, {
      merchantId: p.merchant_id,
      promotionId: p.id,
      memberId,
      period,
      amount,
      turnover,
      name,
    });
    const claimId = await repo.insertClaim(trx, {
      merchantId: p.merchant_id,
      promotionId: p.id,
      memberId,
      period,
      amount,
      turnoverRequired: turnover,
      status: 'PAID',
      depositId: null,
      codeId: null,
      transferId,
      signals: [],
    });
    if (claimId === null) throw new AppError(ErrorCodes.promotionAlreadyClaimed);
    return claimId;
  }
}
