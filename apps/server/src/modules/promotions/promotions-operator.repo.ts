import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { StoredEligibility, StoredPromotionRules } from '../../db/schema-promotions.js';
import type {
  PromotionArt,
  PromotionClaimStatus,
  PromotionKind,
  PromotionRepeat,
} from '@bet/contracts/promotions/promotion-rules';

export interface PromotionValues {
  kind: PromotionKind;
  art: PromotionArt;
  startsAt: Date;
  endsAt: Date | null;
  repeat: PromotionRepeat;
  claimDays: number;
  budget: bigint | null;
  sort: number;
  rules: StoredPromotionRules;
  eligibility: StoredEligibility;
  /** Its rewards hold withdrawals back until their turnover is met (default: no). */
  blocksWithdrawal?: boolean;
  /** The most one player may be paid by it in all (default: no limit). */
  playerBudget?: bigint | null;
}

const columns = (v: PromotionValues) => ({
  art: v.art,
  starts_at: v.startsAt,
  ends_at: v.endsAt,
  repeat: v.repeat,
  claim_days: v.claimDays,
  budget: v.budget,
  sort: v.sort,
  rules: JSON.stringify(v.rules),
  eligibility: JSON.stringify(v.eligibility),
  blocks_withdrawal: v.blocksWithdrawal ?? false,
  player_budget: v.playerBudget ?? null,
});

export const insertPromotion = (db: Db, merchantId: number, v: PromotionValues) =>
  db
    .insertInto('promotions')
    .values({ merchant_id: merchantId, kind: v.kind, ...columns(v) })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updatePromotion = (db: Db, id: number, v: PromotionValues) =>
  db
    .updateTable('promotions')
    .set({ ...columns(v), updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const setStatus = (db: Db, id: number, status: 'ACTIVE' | 'PAUSED') =>
  db.updateTable('promotions').set({ status, updated_at: new Date() }).where('id', '=', id).execute();

export async function replaceTexts(
  db: Db,
  promotionId: number,
  texts: { language: string; title: string; summary: string; rules: string }[],
) {
  await db.deleteFrom('promotion_texts').where('promotion_id', '=', promotionId).execute();
  await db
    .insertInto('promotion_texts')
    .values(texts.map((t) => ({ promotion_id: promotionId, ...t })))
    .execute();
}

/** Per promotion: claims paid, claims waiting for review (flagged, applications), players joined. */
export async function promotionCounts(db: Db, merchantId: number) {
  const rows = await sql<{ id: number; paid: string; flagged: string; joined: string }>`
    select p.id,
      (select count(*) from promotion_claims c where c.promotion_id = p.id and c.status = 'PAID') as paid,
      (select count(*) from promotion_claims c where c.promotion_id = p.id and c.status in ('FLAGGED', 'APPLIED')) as flagged,
      (select count(*) from promotion_joins j where j.promotion_id = p.id) as joined
    from promotions p where p.merchant_id = ${merchantId}
  `.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.id,
      { paid: Number(r.paid), flagged: Number(r.flagged), joined: Number(r.joined) },
    ]),
  );
}

const claimColumns = [
  'c.id',
  'c.promotion_id',
  'c.member_id',
  'c.period',
  'c.amount',
  'c.turnover_required',
  'c.status',
  'c.signals',
  'c.reason',
  'c.created_at',
  'c.comment',
  'p.rules',
  'p.blocks_withdrawal',
  'p.player_budget',
  'm.username',
  'o.username as decided_by',
] as const;
/** An application's image ids, in the order they were sent. */
const imageIds = sql<
  number[] | null
>`(select array_agg(i.id order by i.id) from promotion_claim_images i where i.claim_id = c.id)`.as(
  'image_ids',
);

export async function listClaims(
  db: Db,
  merchantId: number,
  q: { promotionId?: number; status?: string; limit: number; offset: number },
) {
  let base = db
    .selectFrom('promotion_claims as c')
    .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('operators as o', 'o.id', 'c.decided_by')
    .where('c.merchant_id', '=', merchantId);
  if (q.promotionId) base = base.where('c.promotion_id', '=', q.promotionId);
  if (q.status) base = base.where('c.status', '=', q.status as PromotionClaimStatus);
  const [rows, count] = await Promise.all([
    base
      .select(claimColumns)
      .select(imageIds)
      .orderBy('c.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type ClaimRow = Awaited<ReturnType<typeof listClaims>>['rows'][number];

/** One claim, locked until the transaction ends (two operators deciding at once). */
export const lockClaim = (db: Db, merchantId: number, id: bigint) =>
  db
    .selectFrom('promotion_claims as c')
    .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('operators as o', 'o.id', 'c.decided_by')
    .select(claimColumns)
    .select(imageIds)
    .where('c.merchant_id', '=', merchantId)
    .where('c.id', '=', id)
    .forUpdate('c')
    .executeTakeFirst();

export const decideClaim = (
  db: Db,
  id: bigint,
  d: { status: 'PAID' | 'REJECTED'; transferId: bigint | null; reason: string | null; operatorId: number },
) =>
  db
    .updateTable('promotion_claims')
    .set({
      status: d.status,
      transfer_id: d.transferId,
      reason: d.reason,
      decided_by: d.operatorId,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .execute();

export const insertCodes = (
  db: Db,
  merchantId: number,
  promotionId: number,
  codes: string[],
  maxUses: number,
) =>
  db
    .insertInto('bonus_codes')
    .values(
      codes.map((code) => ({ merchant_id: merchantId, promotion_id: promotionId, code, max_uses: maxUses })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .returning(['code', 'max_uses', 'used'])
    .execute();

export const listCodes = (db: Db, promotionId: number) =>
  db
    .selectFrom('bonus_codes')
    .select(['code', 'max_uses', 'used'])
    .where('promotion_id', '=', promotionId)
    .orderBy('id')
    .execute();

/** Which of these usernames are accounts of the merchant. */
export async function existingUsernames(db: Db, merchantId: number, usernames: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('username')
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', usernames)
    .execute();
  return rows.map((r) => r.username);
}
