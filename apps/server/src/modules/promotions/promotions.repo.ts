import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { PromotionClaimSignal } from '../../db/schema-promotions.js';

/** Promotions of a merchant in display order (operator list and player list alike). */
export const listPromotions = (db: Db, merchantId: number) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();

export const findPromotion = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export type PromotionRow = NonNullable<Awaited<ReturnType<typeof findPromotion>>>;

export const listTexts = (db: Db, promotionIds: number[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('promotion_texts').selectAll().where('promotion_id', 'in', promotionIds).execute();

/** What eligibility reads of a member: registration, VIP level and successful deposits. */
export const memberFacts = (db: Db, memberId: bigint) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'created_at', 'rank_level', 'type'])
    .select(
      sql<string>`(select count(*) from deposits d where d.member_id = members.id and d.status = 'SUCCESS')`.as(
        'deposits',
      ),
    )
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
export type MemberFacts = Awaited<ReturnType<typeof memberFacts>>;

export const memberJoins = (db: Db, memberId: bigint) =>
  db.selectFrom('promotion_joins').selectAll().where('member_id', '=', memberId).execute();

export const insertJoin = (db: Db, promotionId: number, memberId: bigint) =>
  db
    .insertInto('promotion_joins')
    .values({ promotion_id: promotionId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .returning('joined_at')
    .executeTakeFirst();

export const memberClaims = (db: Db, memberId: bigint, promotionIds: number[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('promotion_claims')
        .select(['id', 'promotion_id', 'period', 'status', 'amount', 'created_at'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .execute();

/** The member's first successful deposit ever (a first-deposit bonus looks at no other). */
export const firstDeposit = (db: Db, memberId: bigint) =>
  db
    .selectFrom('deposits')
    .select(['id', 'amount', 'completed_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'SUCCESS')
    .orderBy('completed_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** The first successful deposit of at least `minimum` completed in [from, to). */
export const firstDepositBetween = (
  db: Db,
  memberId: bigint,
  minimum: bigint,
  from: Date,
  to: Date | null,
) => {
  let q = db
    .selectFrom('deposits')
    .select(['id', 'amount', 'completed_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'SUCCESS')
    .where('amount', '>=', minimum)
    .where('completed_at', '>=', from);
  if (to) q = q.where('completed_at', '<', to);
  return q.orderBy('completed_at').orderBy('id').limit(1).executeTakeFirst();
};
export type DepositRow = NonNullable<Awaited<ReturnType<typeof firstDeposit>>>;

/**
 * Adds `amount` to what the promotion has paid or reserved, only while that stays within its budget:
 * the row lock makes concurrent claims wait here, and the one that would pass the budget gets no row.
 */
export const reserveBudget = async (db: Db, promotionId: number, amount: bigint): Promise<boolean> => {
  const row = await db
    .updateTable('promotions')
    .set({ budget_used: sql`budget_used + ${amount}` })
    .where('id', '=', promotionId)
    .where(sql<boolean>`(budget is null or budget_used + ${amount} <= budget)`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

export const releaseBudget = (db: Db, promotionId: number, amount: bigint) =>
  db
    .updateTable('promotions')
    .set({ budget_used: sql`budget_used - ${amount}` })
    .where('id', '=', promotionId)
    .execute();

export interface NewClaim {
  merchantId: number;
  promotionId: number;
  memberId: bigint;
  period: string;
  amount: bigint;
  turnoverRequired: bigint;
  status: 'PAID' | 'FLAGGED';
  depositId: bigint | null;
  codeId: number | null;
  transferId: bigint | null;
  signals: PromotionClaimSignal[];
}

/** Inserts the claim, or nothing when this player already has one for the period (undefined). */
export const insertClaim = (db: Db, c: NewClaim) =>
  db
    .insertInto('promotion_claims')
    .values({
      merchant_id: c.merchantId,
      promotion_id: c.promotionId,
      member_id: c.memberId,
      period: c.period,
      amount: c.amount,
      turnover_required: c.turnoverRequired,
      status: c.status,
      deposit_id: c.depositId,
      code_id: c.codeId,
      transfer_id: c.transferId,
      signals: JSON.stringify(c.signals),
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** A bonus code and its promotion's id, by the code as kept (upper case). */
export const findCode = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('bonus_codes')
    .select(['id', 'promotion_id', 'max_uses', 'used'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();

/** Counts one use of a code while it has uses left; false when it has none. */
export const useCode = async (db: Db, codeId: number): Promise<boolean> =>
  (await db
    .updateTable('bonus_codes')
    .set({ used: sql`used + 1` })
    .where('id', '=', codeId)
    .where(sql<boolean>`used < max_uses`)
    .returning('id')
    .executeTakeFirst()) !== undefined;

/**
 * Other accounts of the merchant that share a signal with `memberId` and already have a paid or
 * flagged claim on this promotion: the same bank account number, ID number, or registration IP
 * within a day of this member's registration.
 */
export async function sharedSignals(
  db: Db,
  merchantId: number,
  promotionId: number,
  memberId: bigint,
): Promise<PromotionClaimSignal[]> {
  const rows = await sql<{ signal: PromotionClaimSignal['signal']; username: string }>`
    with me as (select * from members where id = ${memberId}),
    claimants as (
      select m.* from promotion_claims c join members m on m.id = c.member_id
      where c.promotion_id = ${promotionId} and c.status in ('PAID', 'FLAGGED') and c.member_id <> ${memberId}
        and m.merchant_id = ${merchantId}
    )
    select 'BANK_ACCOUNT' as signal, o.username from claimants o
      where exists (select 1 from bank_cards a join bank_cards b on b.account_number = a.account_number
        where a.member_id = ${memberId} and b.member_id = o.id)
    union all
    select 'ID_NUMBER', o.username from claimants o, me
      where me.id_number is not null and o.id_number = me.id_number
    union all
    select 'IP', o.username from claimants o, me
      where me.register_ip is not null and o.register_ip = me.register_ip
        and abs(extract(epoch from o.created_at - me.created_at)) < 86400
  `.execute(db);
  const bySignal = new Map<PromotionClaimSignal['signal'], string[]>();
  for (const r of rows.rows) bySignal.set(r.signal, [...(bySignal.get(r.signal) ?? []), r.username]);
  return [...bySignal].map(([signal, usernames]) => ({ signal, usernames: [...new Set(usernames)].sort() }));
}

/** The member's rewards, newest first, with the promotion's kind. */
export async function listMemberClaims(db: Db, memberId: bigint, page: { limit: number; offset: number }) {
  const base = db.selectFrom('promotion_claims').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('promotions', 'promotions.id', 'promotion_claims.promotion_id')
      .select([
        'promotion_claims.id',
        'promotion_claims.promotion_id',
        'promotion_claims.amount',
        'promotion_claims.status',
        'promotion_claims.reason',
        'promotion_claims.created_at',
        'promotions.kind',
      ])
      .orderBy('promotion_claims.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
