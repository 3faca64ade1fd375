import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import * as cashbackRepo from './cashback.repo.js';
import { cashbackMinor } from './cashback.js';
import { duePeriodWindows, periodWindowAt, type PeriodWindow } from './period-windows.js';
import { ClaimBatcher } from './claim-batcher.js';
import { stateTermsOf } from './promotion-facts.js';
import { eligible, joinRequired } from './promotion-state.js';
import { textsIn } from './promotion-view.js';
import * as repo from './promotions.repo.js';

type CashbackRow = repo.PromotionRow & { rules: { kind: 'CASHBACK' } };
const isCashback = (p: repo.PromotionRow): p is CashbackRow => p.rules.kind === 'CASHBACK';

/** Players handed to the group commit at once (its batch size). */
const PAY_CHUNK = 100;

export interface CashbackRun {
  periods: number;
  players: number;
  amount: bigint;
}

/**
 * Cashback and rebates (decision 0046): after each day or week, the scheduler pays every eligible
 * player a percent of their net loss or valid bet over the bets settled in it. Each payment is a
 * claim of that period through the promotions' group commit (claim-batcher.ts), so the budget is
 * taken under lock and a rerun, or a run taken over halfway, pays nobody twice.
 */
export class CashbackService {
  private readonly batcher: ClaimBatcher;

  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date }) {
    this.batcher = new ClaimBatcher(d.db);
  }

  private now = () => (this.d.now ?? (() => new Date()))();

  async payDue(): Promise<CashbackRun> {
    const run: CashbackRun = { periods: 0, players: 0, amount: 0n };
    const now = this.now();
    for (const p of await repo.listActiveOfKind(this.d.db, 'CASHBACK')) {
      if (!isCashback(p)) continue;
      const paid = await cashbackRepo.paidPeriods(this.d.db, p.id);
      for (const w of duePeriodWindows(p, this.d.timeZone, now, paid)) {
        const done = await this.payPeriod(p, w);
        if (!done) break;
        run.periods += 1;
        run.players += done.players;
        run.amount += done.amount;
      }
    }
    return run;
  }

  /** This period so far for one player (the detail page), or null when the player takes no part. */
  async progress(p: repo.PromotionRow, memberId: bigint) {
    if (!isCashback(p)) return null;
    const w = periodWindowAt(p, this.d.timeZone, this.now());
    const basis = await cashbackRepo.memberBasis(this.d.db, memberId, p.rules, w.start, w.end);
    return { basis, reward: cashbackMinor(p.rules, basis), paysAt: w.paysAt };
  }

  /** Pays one period; null when the operator paused the promotion meanwhile (resumed, it goes on). */
  private async payPeriod(p: CashbackRow, w: PeriodWindow) {
    const { db } = this.d;
    const title = textsIn(await repo.listTexts(db, [p.id]), p.id, 'EN').title;
    const terms = stateTermsOf(p);
    const players = await cashbackRepo.periodPlayers(db, p, w, joinRequired(p.rules));
    const due = players.flatMap((player) => {
      const reward = cashbackMinor(p.rules, player.basis);
      return eligible({ promotion: terms, member: player }, false) && reward > 0n ? [{ player, reward }] : [];
    });
    let paidPlayers = 0;
    let amount = 0n;
    let unpaid = 0;
    // A chunk at a time through the promotion's group commit: one transaction per chunk, not per player.
    for (let i = 0; i < due.length; i += PAY_CHUNK) {
      const chunk = due.slice(i, i + PAY_CHUNK);
      const results = await Promise.allSettled(
        chunk.map(({ player, reward }) =>
          this.batcher.claim({
            promotion: p,
            memberId: player.memberId,
            period: w.key,
            amount: reward,
            depositId: null,
            codeId: null,
            bonusName: title,
          }),
        ),
      );
      for (const [k, r] of results.entries()) {
        if (r.status === 'fulfilled') {
          paidPlayers += 1;
          amount += chunk[k]!.reward;
          continue;
        }
        const code = r.reason instanceof AppError ? r.reason.errorCode : undefined;
        if (code === ErrorCodes.promotionNotOpen) return null;
        if (code === ErrorCodes.promotionBudgetExhausted) unpaid += 1;
        else if (code !== ErrorCodes.promotionAlreadyClaimed) throw r.reason;
      }
    }
    await cashbackRepo.insertPayout(db, {
      promotionId: p.id,
      period: w.key,
      players: paidPlayers,
      amount,
      unpaid,
    });
    return { players: paidPlayers, amount };
  }
}
