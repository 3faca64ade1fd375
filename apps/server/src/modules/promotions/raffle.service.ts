import { AccountType, type Language } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import type { RaffleResult } from '@bet/contracts/promotions/promotions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { cryptoRandomInt, spinWithinBudget, type RandomInt } from './lucky-wheel.js';
import * as wheelRepo from './lucky-wheel.repo.js';
import { splitEnvelopes } from './red-envelopes.js';
import * as envelopesRepo from './red-envelopes.repo.js';
import { assertPlayerBudget, payPrize, playerBudgetLeft } from './pay-claim.js';
import * as budgetRepo from './promotion-budget.repo.js';
import type { PromotionFacts } from './promotion-facts.js';
import { assertCall, refusalOf } from './promotion-refusals.js';
import { prizeTableOf, textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';

/** No budget: every prize is affordable. */
const UNLIMITED = 2n ** 62n;

/**
 * Draws (spec §7's raffle call): a lucky-wheel spin — one ticket, one draw from the published prize
 * table by the CSPRNG — or a red-envelope grab — the next envelope of the rain falling now, one per
 * player and rain. Either pays through the ledger in the draw's own transaction.
 */
export class RaffleService {
  private readonly titles = new TtlCache<string, string>(1000, 1000);

  constructor(private readonly d: { db: Db; facts: PromotionFacts; now?: () => Date; random?: RandomInt }) {}

  async draw(member: MemberIdentity, language: Language, id: number): Promise<RaffleResult> {
    // Trial money earns no real prize (a trial account sees promotions as a visitor does).
    if (member.type === AccountType.trial) throw new AppError(ErrorCodes.promotionNotEligible);
    const p = await repo.findPromotion(this.d.db, member.merchantId, id);
    if (!p) throw new AppError(ErrorCodes.promotionNotFound);
    assertCall(p, 'RAFFLE');
    return p.kind === 'LUCKY_WHEEL' ? this.spin(member, language, p) : this.grab(member, language, p);
  }

  private now = () => (this.d.now ?? (() => new Date()))();

  /**
   * Spins once. The wheel's row is locked first, so its spins are serial: the tickets left and the
   * budget left are read under the lock, the draw never picks a prize the budget cannot pay, and a
   * ticket is never spent twice (the spin's (period, seq) key would refuse it anyway).
   */
  private spin(member: MemberIdentity, language: Language, found: repo.PromotionRow): Promise<RaffleResult> {
    return this.d.db.transaction().execute(async (trx) => {
      const locked = await budgetRepo.lockBudget(trx, found.id);
      const p = { ...found, status: locked.status, budget_used: locked.used };
      if (p.rules.kind !== 'LUCKY_WHEEL') throw new AppError(ErrorCodes.requestParamErr);
      const view = await this.d.facts.memberView(trx, member.memberId, [p]);
      const { state, wheel } = await this.d.facts.stateOf(trx, p, view, this.now());
      if (state.state !== 'CLAIM' || !wheel)
        throw new AppError(refusalOf(state, ErrorCodes.promotionNoTicket));

      const table = prizeTableOf(p.rules);
      const budgetLeft = locked.budget === null ? UNLIMITED : locked.budget - locked.used;
      const playerLeft = (await playerBudgetLeft(trx, p, member.memberId)) ?? UNLIMITED;
      const left = playerLeft < budgetLeft ? playerLeft : budgetLeft;
      const segment = spinWithinBudget(table, left, this.d.random ?? cryptoRandomInt);
      if (segment === null) throw new AppError(ErrorCodes.promotionBudgetExhausted);
      const amount = table[segment]!.amountMinor;
      const seq = wheel.used + 1;
      const turnover = turnoverRequiredMinor(amount, p.rules.turnoverMultiple);
      if (amount > 0n) await budgetRepo.addToBudget(trx, p.id, amount);
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

  /**
   * Grabs an envelope of the rain falling now. Its first grab splits the rain's budget (kept once:
   * a concurrent first grab's split is dropped); then the next free envelope is taken, its amount
   * reserved from the promotion's budget and paid. A second grab of the same player in one rain
   * meets the unique key and is refused.
   */
  private async grab(
    member: MemberIdentity,
    language: Language,
    p: repo.PromotionRow,
  ): Promise<RaffleResult> {
    if (p.rules.kind !== 'RED_ENVELOPE') throw new AppError(ErrorCodes.requestParamErr);
    const rules = p.rules;
    const view = await this.d.facts.claimantView(p.id, member.memberId);
    const { state, rain } = await this.d.facts.stateOf(this.d.db, p, view, this.now());
    if (state.state !== 'CLAIM' || !rain?.live)
      throw new AppError(refusalOf(state, ErrorCodes.promotionNothingToClaim));
    if (!rain.split) {
      const amounts = splitEnvelopes(
        {
          budgetMinor: BigInt(rules.rainBudgetMinor),
          envelopes: rules.envelopes,
          minMinor: BigInt(rules.minMinor),
        },
        this.d.random ?? cryptoRandomInt,
      );
      await envelopesRepo.insertRain(this.d.db, p.id, rain.key, amounts);
    }
    try {
      return await this.d.db.transaction().execute(async (trx) => {
        const envelope = await envelopesRepo.takeEnvelope(trx, p.id, rain.key, member.memberId);
        if (!envelope) throw new AppError(ErrorCodes.promotionNothingToClaim);
        // Read before this grab's own claim; a player grabs in one rain at a time, so no race.
        await assertPlayerBudget(trx, p, member.memberId, envelope.amount);
        const turnover = turnoverRequiredMinor(envelope.amount, rules.turnoverMultiple);
        const claimId = await this.pay(
          trx,
          p,
          member.memberId,
          language,
          rain.key,
          envelope.amount,
          turnover,
        );
        await envelopesRepo.setEnvelopeClaim(trx, p.id, rain.key, envelope.idx, claimId);
        // The budget last: the promotion's row stays locked only from here to the commit, so a
        // rain's concurrent grabs queue on it for one statement, not for the whole payment. Over
        // the budget, the transaction rolls back and the envelope is free again.
        const reserved = await budgetRepo.reserveBudget(trx, p.id, envelope.amount);
        if (reserved === 'PAUSED') throw new AppError(ErrorCodes.promotionNotOpen);
        if (reserved === 'EXHAUSTED') throw new AppError(ErrorCodes.promotionBudgetExhausted);
        return {
          promotionId: p.id,
          segment: null,
          amount: fromMinor(envelope.amount),
          turnoverRequired: fromMinor(turnover),
          ticketsLeft: 0,
          state: 'CLAIMED' as const,
        };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new AppError(ErrorCodes.promotionAlreadyClaimed);
      throw error;
    }
  }

  /** A prize (its budget already taken), named in the player's language. */
  private async pay(
    trx: Db,
    p: repo.PromotionRow,
    memberId: bigint,
    language: Language,
    period: string,
    amount: bigint,
    turnover: bigint,
  ): Promise<bigint> {
    // A rain's grabs come in bursts: its title is read once a second (in the transaction of the
    // grab that asks first; the others wait for that answer), not once per envelope.
    const name = await this.titles.get(
      `${p.id}:${language}`,
      async () => textsIn(await repo.listTexts(trx, [p.id]), p.id, language).title,
    );
    return payPrize(trx, {
      merchantId: p.merchant_id,
      promotionId: p.id,
      memberId,
      period,
      amount,
      turnover,
      name,
      blocksWithdrawal: p.blocks_withdrawal,
    });
  }
}
