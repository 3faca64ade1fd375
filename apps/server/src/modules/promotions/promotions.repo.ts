import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { PromotionKind } from '@bet/contracts/promotions/promotion-rules';
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

export const insertJoin = (db: Db, promotionId: number, memberId: bigint) =>
  db
    .insertInto('promotion_joins')
    .values({ promotion_id: promotionId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .returning('joined_at')
    .executeTakeFirst();

/**
 * One member's deposit a deposit bonus looks at: the first successful one of at least `minimum`
 * completed in [from, to) (null bounds: open). The first deposit ever is the ask with no bounds.
 */
export interface DepositAsk {
  memberId: bigint;
  minimum: bigint;
  from: Date | null;
  to: Date | null;
  /** Matching deposits passed over first: 0 for the first one, n − 1 for the nth. */
  skip?: number;
}
export interface DepositRow {
  id: bigint;
  amount: bigint;
  completed_at: Date | null;
}

/** The deposit each ask names, in order, in one query (concurrent claims' asks are read together). */
export async function firstDeposits(db: Db, asks: DepositAsk[]): Promise<(DepositRow | undefined)[]> {
  if (asks.length === 0) return [];
  const { rows } = await sql<DepositRow & { i: bigint }>`
    select q.i, d.id, d.amount, d.completed_at
    from unnest(${asks.map((a) => String(a.memberId))}::bigint[], ${asks.map((a) => String(a.minimum))}::bigint[],
      ${asks.map((a) => a.from)}::timestamptz[], ${asks.map((a) => a.to)}::timestamptz[],
      ${asks.map((a) => a.skip ?? 0)}::int[])
      with ordinality as q(member_id, minimum, from_at, to_at, skip, i)
    cross join lateral (
      select d.id, d.amount, d.completed_at from deposits d
      where d.member_id = q.member_id and d.status = 'SUCCESS' and d.amount >= q.minimum
        and (q.from_at is null or d.completed_at >= q.from_at)
        and (q.to_at is null or d.completed_at < q.to_at)
      order by d.completed_at, d.id offset q.skip limit 1
    ) d
  `.execute(db);
  const found = new Map(rows.map(({ i, ...row }) => [Number(i), row]));
  return asks.map((_, k) => found.get(k + 1));
}

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

/** Inserts the claim: its id, or null when this player already has one for the period. */
export const insertClaim = async (db: Db, c: NewClaim): Promise<bigint | null> =>
  (await insertClaimRows(db, [c]))[0] ?? null;

/** Which of these (member, period) pairs already have a claim on the promotion, as `member:period`. */
export async function claimedAmong(
  db: Db,
  promotionId: number,
  pairs: { memberId: bigint; period: string }[],
) {
  const rows = await db
    .selectFrom('promotion_claims')
    .select(['member_id', 'period'])
    .where('promotion_id', '=', promotionId)
    .where(
      'member_id',
      'in',
      pairs.map((p) => p.memberId),
    )
    .execute();
  const wanted = new Set(pairs.map((p) => `${p.memberId}:${p.period}`));
  return new Set(rows.map((r) => `${r.member_id}:${r.period}`).filter((k) => wanted.has(k)));
}

/** Inserts many claims; answers how many were new (a conflict leaves its claim out). */
export const insertClaims = async (db: Db, claims: NewClaim[]): Promise<number> =>
  (await insertClaimRows(db, claims)).length;

/** The ids of the claims that were new. */
async function insertClaimRows(db: Db, claims: NewClaim[]): Promise<bigint[]> {
  if (claims.length === 0) return [];
  const rows = await db
    .insertInto('promotion_claims')
    .values(
      claims.map((c) => ({
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
      })),
    )
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period']).doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => BigInt(r.id));
}

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

/** The member's rewards, newest first, with the promotion's kind. */
/** A promotion's latest paid claims with the players' usernames, newest first. */
export const latestPaidClaims = (db: Db, merchantId: number, promotionId: number, limit: number) =>
  db
    .selectFrom('promotion_claims as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.username', 'c.amount', 'c.decided_at', 'c.created_at'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.promotion_id', '=', promotionId)
    .where('c.status', '=', 'PAID')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

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

/** Active promotions of one kind, every merchant's (a scheduler's work list: cashback, prize draws). */
export const listActiveOfKind = (db: Db, kind: PromotionKind) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .execute();
