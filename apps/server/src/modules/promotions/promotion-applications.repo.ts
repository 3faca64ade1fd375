import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { PromotionClaimSignal } from '../../db/schema-promotions.js';

export interface NewApplication {
  merchantId: number;
  promotionId: number;
  memberId: bigint;
  period: string;
  comment: string;
  signals: PromotionClaimSignal[];
  images: { mime: string; data: Uint8Array }[];
}

/**
 * An application as a claim waiting for review (APPLIED, amount 0) with its images; null when the
 * player already has a claim or application for this period (the claims' unique key decides).
 */
export async function insertApplication(db: Db, a: NewApplication): Promise<bigint | null> {
  const row = await db
    .insertInto('promotion_claims')
    .values({
      merchant_id: a.merchantId,
      promotion_id: a.promotionId,
      member_id: a.memberId,
      period: a.period,
      amount: 0n,
      turnover_required: 0n,
      status: 'APPLIED',
      deposit_id: null,
      code_id: null,
      transfer_id: null,
      signals: JSON.stringify(a.signals),
      comment: a.comment,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  if (a.images.length > 0)
    await db
      .insertInto('promotion_claim_images')
      .values(a.images.map((i) => ({ claim_id: row.id, mime: i.mime, data: i.data })))
      .execute();
  return row.id;
}

/** The player's application of one period, with how many images it carries. */
export const findApplication = (db: Db, promotionId: number, memberId: bigint, period: string) =>
  db
    .selectFrom('promotion_claims as c')
    .select([
      'c.comment',
      'c.reason',
      'c.created_at',
      sql<string>`(select count(*) from promotion_claim_images i where i.claim_id = c.id)`.as('images'),
    ])
    .where('c.promotion_id', '=', promotionId)
    .where('c.member_id', '=', memberId)
    .where('c.period', '=', period)
    .where('c.comment', 'is not', null)
    .executeTakeFirst();

/** One application image, if it belongs to a claim of this merchant. */
export const findClaimImage = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('promotion_claim_images as i')
    .innerJoin('promotion_claims as c', 'c.id', 'i.claim_id')
    .select(['i.id', 'i.mime', 'i.data'])
    .where('c.merchant_id', '=', merchantId)
    .where('i.id', '=', id)
    .executeTakeFirst();

/** Approving an application: the amount the operator chose, its turnover, and the payment. */
export const approveApplication = (
  db: Db,
  id: bigint,
  a: { amount: bigint; turnover: bigint; transferId: bigint; operatorId: number },
) =>
  db
    .updateTable('promotion_claims')
    .set({
      status: 'PAID',
      amount: a.amount,
      turnover_required: a.turnover,
      transfer_id: a.transferId,
      decided_by: a.operatorId,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'APPLIED')
    .execute();
