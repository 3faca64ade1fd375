import type { RaffleProgress } from '@bet/contracts/promotions/promotions';
import { turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { maskName } from '../games/winners.service.js';
import { cryptoRandomInt, type RandomInt } from './lucky-wheel.js';
import * as wheelRepo from './lucky-wheel.repo.js';
import { payPrize, playerBudgetLeft } from './pay-claim.js';
import { duePeriodWindows, periodWindowAt, type PeriodWindow } from './period-windows.js';
import * as budgetRepo from './promotion-budget.repo.js';
import { stateTermsOf } from './promotion-facts.js';
import { eligible } from './promotion-state.js';
import { textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';
import { drawRaffle, prizeSlots } from './raffle-draw.js';
import * as drawsRepo from './raffle-draws.repo.js';
import { ticketsOf } from './wheel-tickets.js';

type RaffleRow = repo.PromotionRow & { rules: { kind: 'RAFFLE' } };
const isRaffle = (p: repo.PromotionRow): p is RaffleRow => p.rules.kind === 'RAFFLE';

export interface RaffleRun {
  draws: number;
  winners: number;
  amount: bigint;
}

const prizesOf = (p: RaffleRow) =>
  p.rules.prizes.map((prize) => ({ amountMinor: BigInt(prize.amountMinor), winners: prize.winners }));

/**
 * Prize draws (kind RAFFLE, decision 0052): a few minutes after each day or week ends, the
 * scheduler draws its ranked prizes among the joined players by their entries (raffle-draw.ts, the
 * CSPRNG) and pays the winners, all in one transaction keyed by the period: a rerun, or a second
 * scheduler, draws nothing twice, and a draw half done never shows.
 */
export class RaffleDrawsService {
  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date; random?: RandomInt }) {}

  private now = () => (this.d.now ?? (() => new Date()))();

  async drawDue(): Promise<RaffleRun> {
    const run: RaffleRun = { draws: 0, winners: 0, amount: 0n };
    const now = this.now();
    for (const p of await repo.listActiveOfKind(this.d.db, 'RAFFLE')) {
      if (!isRaffle(p)) continue;
      const drawn = await drawsRepo.drawnPeriods(this.d.db, p.id);
      for (const w of duePeriodWindows(p, this.d.timeZone, now, drawn)) {
        const done = await this.drawPeriod(p, w);
        if (!done) break;
        run.draws += 1;
        run.winners += done.winners;
        run.amount += done.amount;
      }
    }
    return run;
  }

  /** The next draw, this player's entries so far (once joined) and the latest draw (the detail page). */
  async progress(db: Db, p: repo.PromotionRow, joinedAt: Date | null, memberId?: bigint) {
    if (!isRaffle(p)) return null;
    const now = this.now();
    const w = periodWindowAt(p, this.d.timeZone, now);
    const from = joinedAt && joinedAt > w.start ? joinedAt : w.start;
    const to = now < w.end ? now : w.end;
    const basis =
      memberId !== undefined && joinedAt && to > from
        ? await wheelRepo.ticketBasis(db, memberId, p.rules.basis, from, to)
        : 0n;
    const entries = ticketsOf(p.rules, basis);
    const last = await drawsRepo.latestDraw(db, p.id);
    return {
      drawsAt: w.paysAt.getTime(),
      entries:
        memberId !== undefined && joinedAt
          ? {
              basis: fromMinor(basis),
              tickets: entries.earned,
              toNextTicket: entries.toNextTicket === null ? null : fromMinor(entries.toNextTicket),
            }
          : null,
      lastDraw: last && {
        period: last.period,
        drawnAt: last.drawn_at.getTime(),
        entrants: last.entrants,
        tickets: last.tickets,
        winners: last.winners.map((w) => ({
          rank: w.rank,
          maskedName: maskName(w.username),
          tickets: w.tickets,
          amount: fromMinor(w.amount),
        })),
      },
    } satisfies RaffleProgress;
  }

  /**
   * Draws one period and pays its winners; null when the operator paused the promotion meanwhile
   * (resumed, it is drawn then). A prize the budget cannot pay is not awarded (the next, smaller
   * one may still be): the draw says how many were not.
   */
  private async drawPeriod(p: RaffleRow, w: PeriodWindow) {
    const { db } = this.d;
    const title = textsIn(await repo.listTexts(db, [p.id]), p.id, 'EN').title;
    const terms = stateTermsOf(p);
    const entries = (await drawsRepo.periodEntrants(db, p, w)).flatMap((e) => {
      const tickets = ticketsOf(p.rules, e.basis).earned;
      return eligible({ promotion: terms, member: e }, false) && tickets > 0
        ? [{ memberId: e.memberId, tickets }]
        : [];
    });
    const winners = drawRaffle(entries, prizesOf(p), this.d.random ?? cryptoRandomInt);
    try {
      return await db.transaction().execute(async (trx) => {
        const kept = await drawsRepo.insertDraw(trx, {
          promotionId: p.id,
          period: w.key,
          entrants: entries.length,
          tickets: entries.reduce((sum, e) => sum + e.tickets, 0),
          unawarded: 0,
        });
        if (!kept) return { winners: 0, amount: 0n };
        let amount = 0n;
        let paid = 0;
        for (const winner of winners) {
          // A winner the budget per player cannot pay is passed over, as the total budget's are.
          const playerLeft = await playerBudgetLeft(trx, p, winner.memberId);
          if (playerLeft !== null && winner.amountMinor > playerLeft) continue;
          const reserved = await budgetRepo.reserveBudget(trx, p.id, winner.amountMinor);
          if (reserved === 'PAUSED') throw new AppError(ErrorCodes.promotionNotOpen);
          if (reserved === 'EXHAUSTED') continue;
          const claimId = await payPrize(trx, {
            merchantId: p.merchant_id,
            promotionId: p.id,
            memberId: winner.memberId,
            period: w.key,
            amount: winner.amountMinor,
            turnover: turnoverRequiredMinor(winner.amountMinor, p.rules.turnoverMultiple),
            name: title,
            blocksWithdrawal: p.blocks_withdrawal,
          });
          await drawsRepo.insertWinner(trx, {
            promotionId: p.id,
            period: w.key,
            place: winner.place,
            rank: winner.rank,
            memberId: winner.memberId,
            tickets: winner.tickets,
            amount: winner.amountMinor,
            claimId,
          });
          paid += 1;
          amount += winner.amountMinor;
        }
        const unawarded = prizeSlots(prizesOf(p)).length - paid;
        if (unawarded > 0) await drawsRepo.setUnawarded(trx, p.id, w.key, unawarded);
        return { winners: paid, amount };
      });
    } catch (error) {
      if (error instanceof AppError && error.errorCode === ErrorCodes.promotionNotOpen) return null;
      throw error;
    }
  }
}
