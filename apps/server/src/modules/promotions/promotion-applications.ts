import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  turnoverRequiredMinor,
} from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import { AppError } from '../../shared/app-error.js';
import { decodeImages } from '../../shared/image-data-url.js';
import { payPromotionReward } from './pay-claim.js';
import { approveApplication } from './promotion-applications.repo.js';
import * as budgetRepo from './promotion-budget.repo.js';

/**
 * An application's images (data URLs the contract shaped) as bytes: only real png or jpg images of
 * at most 5 MB whose bytes match the declared type; any other refuses the whole application with
 * `promotion.image.invalid` naming the image.
 */
export const decodeApplicationImages = (dataUrls: readonly string[]) =>
  decodeImages(dataUrls, {
    maxBytes: APPLICATION_IMAGE_MAX_BYTES,
    error: ErrorCodes.promotionImageInvalid,
    path: 'images',
  });

/**
 * Pays an application with the amount the operator chose (above 0, at most the promotion's
 * maximum), inside the caller's transaction: the budget is reserved first (a paused promotion or
 * one whose budget cannot cover it is refused), then one ledger transfer keyed by promotion, player
 * and period, and the claim becomes PAID with its turnover.
 */
export async function payApplication(
  trx: Db,
  a: {
    claim: { id: bigint; promotion_id: number; member_id: bigint; period: string };
    rules: StoredPromotionRules;
    blocksWithdrawal: boolean;
    /** The most one player may be paid by the promotion (null: no limit). */
    playerBudget: bigint | null;
    merchantId: number;
    amount: bigint;
    operatorId: number;
    title: string;
  },
): Promise<bigint> {
  if (a.rules.kind !== 'APPLICATION') throw new AppError(ErrorCodes.promotionClaimNotFlagged);
  if (a.amount <= 0n || a.amount > BigInt(a.rules.maxAmountMinor))
    throw new AppError(ErrorCodes.promotionAmountInvalid, 'above 0 and at most the maximum', {
      fields: [{ path: 'amount', code: 'range' }],
    });
  const reserved = await budgetRepo.reserveBudget(trx, a.claim.promotion_id, a.amount);
  if (reserved === 'PAUSED') throw new AppError(ErrorCodes.promotionNotOpen);
  if (reserved === 'EXHAUSTED') throw new AppError(ErrorCodes.promotionBudgetExhausted);
  // Under the promotion's row lock (reserveBudget took it): no other reward of the player races this.
  if (a.playerBudget !== null) {
    const paid = (await budgetRepo.playerPaid(trx, a.claim.promotion_id, [a.claim.member_id])).get(
      a.claim.member_id,
    );
    if ((paid ?? 0n) + a.amount > a.playerBudget) throw new AppError(ErrorCodes.promotionBudgetExhausted);
  }
  const turnover = turnoverRequiredMinor(a.amount, a.rules.turnoverMultiple);
  const transferId = await payPromotionReward(trx, {
    merchantId: a.merchantId,
    promotionId: a.claim.promotion_id,
    memberId: a.claim.member_id,
    period: a.claim.period,
    amount: a.amount,
    turnover,
    name: a.title,
    blocksWithdrawal: a.blocksWithdrawal,
  });
  await approveApplication(trx, a.claim.id, {
    amount: a.amount,
    turnover,
    transferId,
    operatorId: a.operatorId,
  });
  return transferId;
}
