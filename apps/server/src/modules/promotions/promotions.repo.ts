import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { PromotionClaimStatus, PromotionKind } from '@bet/contracts/promotions/promotion-rules';
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

/**
 * What the promotions' states read of members, in one round trip: registration, VIP level,
 * successful deposits, what a sign-up bonus requires, the promotions joined and the claims on
 * `promotionIds`. Many members at once serve concurrent claims of one promotion with one query.
 */
/** The usernames above member `m` in the agent tree (eligibility by agent line). */
export const uplineNames = sql<string[]>`(select coalesce(array_agg(a.username), '{}') from member_tree t
  join members a on a.id = t.ancestor_id where t.member_id = m.id and t.depth > 0)`;

/**
 * What eligibility reads of member `m` (the query's alias), for the schedulers' payers (cashback,
 * prize draws): with `m.id` and these in the select, eligibilityMemberOf reads the row.
 */
export const eligibilityColumns = sql`m.created_at, m.rank_level, m.member_labels as labels,
  ${uplineNames} as uplines, m.register_country as country,
  (select count(*) from deposits d where d.member_id = m.id and d.status = 'SUCCESS')::text as deposits`;
export interface EligibilityRow {
  member_id: string;
  created_at: Date;
  rank_level: number;
  deposits: string;
  labels: string[];
  uplines: string[];
  country: string | null;
}
export const eligibilityMemberOf = (r: EligibilityRow) => ({
  memberId: BigInt(r.member_id),
  createdAt: new Date(r.created_at),
  rankLevel: r.rank_level,
  deposits: Number(r.deposits),
  labels: r.labels,
  uplines: r.uplines,
  country: r.country,
});

export async function memberSnapshots(db: Db, memberIds: bigint[], promotionIds: number[]) {
  const { rows } = await sql<{
    id: string;
    username: string;
    created_at: Date;
    rank_level: number;
    type: number;
    deposits: string;
    has_mobile: boolean;
    bank_cards: string;
    recent_claims: string;
    labels: string[];
    uplines: string[];
    country: string | null;
    joins: { promotion_id: number; joined_at: string }[];
    claims: {
      id: string;
      promotion_id: number;
      period: string;
      status: PromotionClaimStatus;
      amount: string;
      created_at: string;
    }[];
  }>`
    select m.id, m.username, m.created_at, m.rank_level, m.type,
      (select count(*) from deposits d where d.member_id = m.id and d.status = 'SUCCESS') as deposits,
      m.mobile_num is not null as has_mobile,
      (select count(*) from bank_cards b where b.member_id = m.id and b.removed_at is null) as bank_cards,
      (select count(*) from promotion_claims c join promotions p on p.id = c.promotion_id
        where c.member_id = m.id and c.created_at > now() - interval '1 hour'
          and p.kind not in ('CASHBACK', 'LUCKY_WHEEL', 'RED_ENVELOPE', 'RAFFLE')) as recent_claims,
      m.member_labels as labels, ${uplineNames} as uplines, m.register_country as country,
      coalesce((select json_agg(json_build_object('promotion_id', j.promotion_id, 'joined_at', j.joined_at))
        from promotion_joins j where j.member_id = m.id), '[]') as joins,
      coalesce((select json_agg(json_build_object('id', c.id::text, 'promotion_id', c.promotion_id,
          'period', c.period, 'status', c.status, 'amount', c.amount::text, 'created_at', c.created_at))
        from promotion_claims c where c.member_id = m.id and c.promotion_id = any(${promotionIds}::int[])), '[]') as claims
    from members m where m.id = any(${memberIds.map(String)}::bigint[])
  `.execute(db);
  return new Map(
    rows.map((row) => [
      BigInt(row.id),
      {
        member: {
          id: BigInt(row.id),
          username: row.username,
          created_at: new Date(row.created_at),
          rank_level: row.rank_level,
          type: row.type,
          deposits: row.deposits,
          /** What a sign-up bonus may require: a mobile number, and a bank card bound. */
          hasMobile: row.has_mobile,
          bankCards: Number(row.bank_cards),
          /**
           * Rewards the player asked for in the last hour, on any promotion (the velocity limit);
           * not cashback nor a prize draw's prizes (the scheduler pays them), wheel prizes nor
           * envelopes (tickets and rains already bound them).
           */
          recentClaims: Number(row.recent_claims),
          labels: row.labels,
          uplines: row.uplines,
          country: row.country,
        },
        joins: row.joins.map((j) => ({ promotion_id: j.promotion_id, joined_at: new Date(j.joined_at) })),
        claims: row.claims.map((c) => ({
          id: BigInt(c.id),
          promotion_id: c.promotion_id,
          period: c.period,
          status: c.status,
          amount: BigInt(c.amount),
          created_at: new Date(c.created_at),
        })),
      },
    ]),
  );
}
export type MemberSnapshot = NonNullable<ReturnType<Awaited<ReturnType<typeof memberSnapshots>>['get']>>;

/** One member's snapshot (see `memberSnapshots`). */
export async function memberSnapshot(db: Db, memberId: bigint, promotionIds: number[]) {
  const snapshot = (await memberSnapshots(db, [memberId], promotionIds)).get(memberId);
  if (!snapshot) throw new Error(`no member ${memberId}`);
  return snapshot;
}

export type MemberFacts = MemberSnapshot['member'];

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

/**
 * Adds `amount` to what the promotion has paid or reserved, only while that stays within its budget:
 * the row lock makes concurrent claims wait here, and the one that would pass the budget gets no row.
 */
export const reserveBudget = async (
  db: Db,
  promotionId: number,
  amount: bigint,
): Promise<'RESERVED' | 'PAUSED' | 'EXHAUSTED'> => {
  const row = await db
    .updateTable('promotions')
    .set({ budget_used: sql`budget_used + ${amount}` })
    .where('id', '=', promotionId)
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`(budget is null or budget_used + ${amount} <= budget)`)
    .returning('id')
    .executeTakeFirst();
  if (row) return 'RESERVED';
  // Paused since the state was read (the operator's pause wins over a claim in flight).
  const now = await db
    .selectFrom('promotions')
    .select('status')
    .where('id', '=', promotionId)
    .executeTakeFirst();
  return now?.status === 'PAUSED' ? 'PAUSED' : 'EXHAUSTED';
};

/** The promotion's budget row, locked until the transaction ends (a claim batch's budget). */
export async function lockBudget(db: Db, promotionId: number) {
  const row = await db
    .selectFrom('promotions')
    .select(['budget', 'budget_used', 'status'])
    .where('id', '=', promotionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    budget: row.budget === null ? null : BigInt(row.budget),
    used: BigInt(row.budget_used),
    status: row.status,
  };
}

export const addToBudget = (db: Db, promotionId: number, amount: bigint) =>
  db
    .updateTable('promotions')
    .set({ budget_used: sql`budget_used + ${amount}` })
    .where('id', '=', promotionId)
    .execute();

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

/** What each member was paid, or holds under review, on the promotion over all its periods. */
export async function playerPaid(
  db: Db,
  promotionId: number,
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotion_claims')
    .select(['member_id', sql<string>`sum(amount)::text`.as('paid')])
    .where('promotion_id', '=', promotionId)
    .where('member_id', 'in', memberIds)
    .where('status', 'in', ['PAID', 'FLAGGED'])
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((r) => [BigInt(r.member_id), BigInt(r.paid)]));
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
