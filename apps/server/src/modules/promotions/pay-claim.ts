import { ErrorCodes } from '@bet/contracts/error-codes';
import { turnoverRequiredMinor } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionClaimResult } from '@bet/contracts/promotions/promotions';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';
import { isExcludedNow } from '../responsible-gaming/responsible-gaming.repo.js';
import { insertBonus } from '../wallet/bonus.repo.js';
import * as budgetRepo from './promotion-budget.repo.js';
import * as signalsRepo from './promotion-signals.repo.js';
import * as repo from './promotions.repo.js';

/** The ledger's idempotency key of a promotion's reward: one per promotion, player and period. */
export const promotionRewardKey = (promotionId: number, memberId: bigint, period: string) =>
  `promo:${promotionId}:${memberId}:${period}`;

/**
 * One reward as a transfer from the house's bonus account to the player's main wallet, with its
 * turnover requirement in bonus details. Runs in the caller's transaction. `key` is the ledger's
 * idempotency key: a second payment under it is refused as already claimed. A player under a
 * time-out or self-exclusion is paid nothing (`rg.excluded`, issue 20): every bonus, prize and
 * reward passes here, so none can forget it (the schedulers leave such players out beforehand).
 */
export async function payReward(
  trx: Db,
  r: {
    merchantId: number;
    key: string;
    meta: Record<string, unknown>;
    memberId: bigint;
    amount: bigint;
    turnover: bigint;
    name: string;
    /** Withdrawals wait until its turnover is met (the promotion's choice; a mission's never do). */
    blocksWithdrawal?: boolean;
  },
): Promise<bigint> {
  if (await isExcludedNow(trx, r.memberId)) throw new AppError(ErrorCodes.rgExcluded);
  const posted = await postTransfer(trx, {
    merchantId: r.merchantId,
    key: r.key,
    type: 'BONUS',
    memberId: r.memberId,
    reference: r.name,
    meta: r.meta,
    postings: move(house('BONUSES'), mainWallet(r.memberId), r.amount),
  });
  if (posted.replay) throw new AppError(ErrorCodes.promotionAlreadyClaimed);
  await insertBonus(trx, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    name: r.name,
    amount: r.amount,
    turnoverRequired: r.turnover,
    transferId: posted.transferId,
    blocksWithdrawal: r.blocksWithdrawal ?? false,
  });
  return posted.transferId;
}

/** One reward of a promotion to one player for one period. */
export interface PromotionPayment {
  merchantId: number;
  promotionId: number;
  memberId: bigint;
  period: string;
  amount: bigint;
  turnover: bigint;
  name: string;
  blocksWithdrawal: boolean;
}

/** A promotion's reward: keyed by promotion, player and period. */
export const payPromotionReward = (trx: Db, r: PromotionPayment) =>
  payReward(trx, {
    ...r,
    key: promotionRewardKey(r.promotionId, r.memberId, r.period),
    meta: { promotionId: r.promotionId, period: r.period },
  });

/**
 * What the player may still be paid by the promotion (its budget per player less what they were
 * paid or hold under review); null when it has no budget per player. Read under the promotion's
 * row lock, so concurrent rewards of one player cannot both fit.
 */
export async function playerBudgetLeft(
  trx: Db,
  p: repo.PromotionRow,
  memberId: bigint,
): Promise<bigint | null> {
  if (p.player_budget === null) return null;
  const paid = (await budgetRepo.playerPaid(trx, p.id, [memberId])).get(memberId) ?? 0n;
  return BigInt(p.player_budget) - paid;
}

/** Refuses a reward that would take the player past the promotion's budget per player. */
export async function assertPlayerBudget(trx: Db, p: repo.PromotionRow, memberId: bigint, amount: bigint) {
  const left = await playerBudgetLeft(trx, p, memberId);
  if (left !== null && amount > left) throw new AppError(ErrorCodes.promotionBudgetExhausted);
}

/**
 * A drawn prize (a wheel's spin, a rain's envelope, a prize draw's winner), its budget already
 * taken: the ledger transfer and its PAID claim, whose id it answers (the reward centre, the
 * winners list and bonus details read it like any other).
 */
export async function payPrize(trx: Db, r: PromotionPayment): Promise<bigint> {
  const transferId = await payPromotionReward(trx, r);
  const claimId = await repo.insertClaim(trx, {
    merchantId: r.merchantId,
    promotionId: r.promotionId,
    memberId: r.memberId,
    period: r.period,
    amount: r.amount,
    turnoverRequired: r.turnover,
    status: 'PAID',
    depositId: null,
    codeId: null,
    transferId,
    signals: [],
  });
  if (claimId === null) throw new AppError(ErrorCodes.promotionAlreadyClaimed);
  return claimId;
}

/**
 * A claim, inside the caller's transaction: the budget is reserved first (the promotion's row lock
 * orders concurrent claims, and one that would pass the budget is refused), then the reward is paid,
 * or held as FLAGGED when another account sharing a signal has claimed this promotion. The claim's
 * unique (promotion, player, period) refuses a second one; the whole transaction then rolls back.
 */
export interface ClaimRequest {
  promotion: repo.PromotionRow;
  memberId: bigint;
  period: string;
  amount: bigint;
  depositId: bigint | null;
  codeId: number | null;
  bonusName: string;
}

export async function payClaim(trx: Db, c: ClaimRequest): Promise<PromotionClaimResult> {
  const p = c.promotion;
  if (c.amount <= 0n) throw new AppError(ErrorCodes.promotionNothingToClaim);
  const reserved = await budgetRepo.reserveBudget(trx, p.id, c.amount);
  if (reserved === 'PAUSED') throw new AppError(ErrorCodes.promotionNotOpen);
  if (reserved === 'EXHAUSTED') throw new AppError(ErrorCodes.promotionBudgetExhausted);
  await assertPlayerBudget(trx, p, c.memberId, c.amount);
  const turnover = turnoverRequiredMinor(c.amount, p.rules.turnoverMultiple);
  // Once-per-person rewards only: a periodic reload is meant to be earned by the same person again.
  const signals =
    p.repeat === 'ONCE' ? await signalsRepo.sharedSignals(trx, p.merchant_id, p.id, c.memberId) : [];
  const flagged = signals.length > 0;
  const transferId = flagged
    ? null
    : await payPromotionReward(trx, {
        merchantId: p.merchant_id,
        promotionId: p.id,
        memberId: c.memberId,
        period: c.period,
        amount: c.amount,
        turnover,
        name: c.bonusName,
        blocksWithdrawal: p.blocks_withdrawal,
      });
  const inserted = await repo.insertClaim(trx, {
    merchantId: p.merchant_id,
    promotionId: p.id,
    memberId: c.memberId,
    period: c.period,
    amount: c.amount,
    turnoverRequired: turnover,
    status: flagged ? 'FLAGGED' : 'PAID',
    depositId: c.depositId,
    codeId: c.codeId,
    transferId,
    signals,
  });
  if (!inserted) throw new AppError(ErrorCodes.promotionAlreadyClaimed);
  return {
    promotionId: p.id,
    status: flagged ? 'FLAGGED' : 'PAID',
    amount: fromMinor(c.amount),
    turnoverRequired: fromMinor(turnover),
    state: flagged ? 'PROCESS' : 'CLAIMED',
  };
}
