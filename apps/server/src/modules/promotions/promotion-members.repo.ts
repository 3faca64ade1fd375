import { sql } from 'kysely';
import type { PromotionClaimStatus } from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';
import { excludedNow } from '../responsible-gaming/responsible-gaming.repo.js';

// What promotions read of members: the claim path's snapshots and the schedulers' eligibility columns.

/** The usernames above member `m` in the agent tree (eligibility by agent line). */
export const uplineNames = sql<string[]>`(select coalesce(array_agg(a.username), '{}') from member_tree t
  join members a on a.id = t.ancestor_id where t.member_id = m.id and t.depth > 0)`;

/**
 * What eligibility reads of member `m` (the query's alias), for the schedulers' payers (cashback,
 * prize draws): with `m.id` and these in the select, eligibilityMemberOf reads the row.
 */
export const eligibilityColumns = sql`m.created_at, m.rank_level, m.member_labels as labels,
  ${uplineNames} as uplines, m.register_country as country, ${excludedNow(sql.ref('m.id'))} as excluded,
  (select count(*) from deposits d where d.member_id = m.id and d.status = 'SUCCESS')::text as deposits`;
export interface EligibilityRow {
  member_id: string;
  created_at: Date;
  rank_level: number;
  deposits: string;
  labels: string[];
  uplines: string[];
  country: string | null;
  excluded: boolean;
}
export const eligibilityMemberOf = (r: EligibilityRow) => ({
  memberId: BigInt(r.member_id),
  createdAt: new Date(r.created_at),
  rankLevel: r.rank_level,
  deposits: Number(r.deposits),
  labels: r.labels,
  uplines: r.uplines,
  country: r.country,
  excluded: r.excluded,
});

/**
 * What the promotions' states read of members, in one round trip: registration, VIP level,
 * successful deposits, what a sign-up bonus requires, the promotions joined and the claims on
 * `promotionIds`. Many members at once serve concurrent claims of one promotion with one query.
 */
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
    excluded: boolean;
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
      ${excludedNow(sql.ref('m.id'))} as excluded,
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
          excluded: row.excluded,
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
