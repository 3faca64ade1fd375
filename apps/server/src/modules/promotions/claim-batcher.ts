import type { PromotionClaimResult } from '@bet/contracts/promotions/promotions';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfersInTransaction } from '../ledger/ledger.service.js';
import { insertBonuses } from '../wallet/bonus.repo.js';
import { payClaim, promotionRewardKey, type ClaimRequest } from './pay-claim.js';
import * as budgetRepo from './promotion-budget.repo.js';
import * as signalsRepo from './promotion-signals.repo.js';
import * as repo from './promotions.repo.js';

/**
 * Group commit of one promotion's claims (decision 0044). A hot promotion's budget row and the
 * house's bonus account are touched by every claim; one claim per transaction would queue on their
 * locks. Claims that arrive while a batch is in flight leave together as one transaction: the
 * budget taken once, the rewards posted in one ledger statement, bonuses and claims inserted in
 * one statement each. Anything unexpected in a batch (a claim another process made meanwhile, a
 * lock conflict) rolls it back and its claims are paid one by one, exactly as without batching.
 */
const MAX_BATCH = 100;

interface Waiting {
  claim: ClaimRequest;
  resolve: (r: PromotionClaimResult) => void;
  reject: (e: unknown) => void;
}

export class ClaimBatcher {
  private readonly queues = new Map<number, Waiting[]>();
  private readonly busy = new Set<number>();

  constructor(private readonly db: Db) {}

  claim(claim: ClaimRequest): Promise<PromotionClaimResult> {
    const id = claim.promotion.id;
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(id) ?? [];
      queue.push({ claim, resolve, reject });
      this.queues.set(id, queue);
      this.flush(id);
    });
  }

  private flush(id: number): void {
    const queue = this.queues.get(id);
    if (this.busy.has(id) || !queue?.length) return;
    const batch = queue.splice(0, MAX_BATCH);
    this.busy.add(id);
    void this.send(batch).finally(() => {
      this.busy.delete(id);
      this.flush(id);
    });
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0]!);
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.transaction().execute((trx) =>
        payBatch(
          trx,
          batch.map((w) => w.claim),
        ),
      );
    } catch {
      for (const w of batch) await this.alone(w);
      return;
    }
    for (const [i, w] of batch.entries()) {
      const o = outcomes[i]!;
      if (o === ALONE) await this.alone(w);
      else if (o instanceof AppError) w.reject(o);
      else w.resolve(o);
    }
  }

  private alone(w: Waiting): Promise<void> {
    return this.db
      .transaction()
      .execute((trx) => payClaim(trx, w.claim))
      .then(w.resolve, w.reject);
  }
}

/** Thrown inside a batch to roll it back and pay its claims one by one. */
class BatchConflict extends Error {}
/** A claim left out of its batch, paid alone after it (see `payBatch`). */
const ALONE = Symbol('alone');
type Outcome = PromotionClaimResult | AppError | typeof ALONE;

async function payBatch(trx: Db, claims: ClaimRequest[]): Promise<Outcome[]> {
  const p = claims[0]!.promotion;
  const outcomes: (Outcome | null)[] = claims.map(() => null);
  // The same player twice in one batch: the first one counts.
  const seen = new Set<string>();
  claims.forEach((c, i) => {
    const key = `${c.memberId}:${c.period}`;
    if (seen.has(key)) outcomes[i] = new AppError(ErrorCodes.promotionAlreadyClaimed);
    seen.add(key);
  });
  // A player linked to another account is paid alone after the batch, so the abuse check sees
  // every claim before it, this batch's included (a batch's claims do not see each other).
  if (p.repeat === 'ONCE') {
    const linked = new Set(
      (
        await signalsRepo.linkedAccounts(
          trx,
          p.merchant_id,
          claims.filter((_, k) => !outcomes[k]).map((c) => c.memberId),
        )
      ).map((l) => l.of),
    );
    claims.forEach((c, i) => {
      if (!outcomes[i] && linked.has(String(c.memberId))) outcomes[i] = ALONE;
    });
  }
  // Claims already made (by this player's other tab in an earlier batch): refused here, so one
  // repeat does not send the whole batch down the one-by-one path.
  const made = await repo.claimedAmong(
    trx,
    p.id,
    claims.map((c) => ({ memberId: c.memberId, period: c.period })),
  );
  claims.forEach((c, i) => {
    if (!outcomes[i] && made.has(`${c.memberId}:${c.period}`))
      outcomes[i] = new AppError(ErrorCodes.promotionAlreadyClaimed);
  });
  const locked = await budgetRepo.lockBudget(trx, p.id);
  if (locked.status !== 'ACTIVE') return claims.map(() => new AppError(ErrorCodes.promotionNotOpen));
  let left = locked.budget === null ? null : locked.budget - locked.used;
  let taken = 0n;
  // The budget per player, read under the same lock (a batch holds each player once per period).
  const paid =
    p.player_budget === null
      ? new Map<bigint, bigint>()
      : await budgetRepo.playerPaid(
          trx,
          p.id,
          claims.map((c) => c.memberId),
        );
  claims.forEach((c, i) => {
    if (outcomes[i]) return;
    const playerPaid = paid.get(c.memberId) ?? 0n;
    if (
      (left !== null && c.amount > left) ||
      (p.player_budget !== null && playerPaid + c.amount > BigInt(p.player_budget))
    ) {
      outcomes[i] = new AppError(ErrorCodes.promotionBudgetExhausted);
      return;
    }
    paid.set(c.memberId, playerPaid + c.amount);
    if (left !== null) left -= c.amount;
    taken += c.amount;
  });
  if (taken > 0n) await budgetRepo.addToBudget(trx, p.id, taken);

  const paying = claims.map((c, i) => ({ c, i })).filter(({ i }) => !outcomes[i]);
  const posted = await postTransfersInTransaction(
    trx,
    paying.map(({ c }) => ({
      merchantId: p.merchant_id,
      key: promotionRewardKey(p.id, c.memberId, c.period),
      type: 'BONUS',
      memberId: c.memberId,
      reference: c.bonusName,
      meta: { promotionId: p.id, period: c.period },
      postings: move(house('BONUSES'), mainWallet(c.memberId), c.amount),
    })),
  );
  if (posted.some((t) => t.replay)) throw new BatchConflict('a reward was paid elsewhere meanwhile');
  const transferOf = new Map(paying.map(({ i }, k) => [i, posted[k]!.transferId]));
  await insertBonuses(
    trx,
    paying.map(({ c, i }) => ({
      merchantId: p.merchant_id,
      memberId: c.memberId,
      name: c.bonusName,
      amount: c.amount,
      turnoverRequired: turnoverRequiredMinor(c.amount, p.rules.turnoverMultiple),
      transferId: transferOf.get(i)!,
      blocksWithdrawal: p.blocks_withdrawal,
    })),
  );
  const inserted = await repo.insertClaims(
    trx,
    paying.map(({ c, i }) => ({
      merchantId: p.merchant_id,
      promotionId: p.id,
      memberId: c.memberId,
      period: c.period,
      amount: c.amount,
      turnoverRequired: turnoverRequiredMinor(c.amount, p.rules.turnoverMultiple),
      status: 'PAID',
      depositId: c.depositId,
      codeId: c.codeId,
      transferId: transferOf.get(i)!,
      signals: [],
    })),
  );
  if (inserted !== paying.length) throw new BatchConflict('a claim was made elsewhere meanwhile');
  return claims.map((c, i) => {
    const o = outcomes[i];
    if (o) return o;
    return {
      promotionId: p.id,
      status: 'PAID' as const,
      amount: fromMinor(c.amount),
      turnoverRequired: fromMinor(turnoverRequiredMinor(c.amount, p.rules.turnoverMultiple)),
      state: 'CLAIMED' as const,
    };
  });
}
