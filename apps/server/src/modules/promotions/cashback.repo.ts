import { sql, type RawBuilder } from 'kysely';
import { AccountType } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import type { EligibilityMember } from './promotion-state.js';
import { eligibilityColumns, eligibilityMemberOf, type EligibilityRow } from './promotion-members.repo.js';

type CashbackRules = Extract<StoredPromotionRules, { kind: 'CASHBACK' }>;

/** A period's basis per bet: what the player lost (a win counts against it), or the valid bet. */
const basisOf = (rules: CashbackRules): RawBuilder<bigint> =>
  rules.basis === 'NET_LOSS' ? sql`b.stake - b.payout` : sql`b.valid_bet`;
const inCategory = (rules: CashbackRules) =>
  rules.category === null ? sql`true` : sql`b.category = ${rules.category}`;

export async function paidPeriods(db: Db, promotionId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('promotion_payouts')
    .select('period')
    .where('promotion_id', '=', promotionId)
    .execute();
  return new Set(rows.map((r) => r.period));
}

/** One member's basis over [from, to): the detail page's "so far". */
export async function memberBasis(db: Db, memberId: bigint, rules: CashbackRules, from: Date, to: Date) {
  const { rows } = await sql<{ basis: string }>`
    select coalesce(sum(${basisOf(rules)}), 0)::text as basis from bets b
    where b.member_id = ${memberId} and b.status = 'SETTLED'
      and b.settled_at >= ${from} and b.settled_at < ${to} and ${inCategory(rules)}
  `.execute(db);
  return BigInt(rows[0]?.basis ?? '0');
}

export interface CashbackPlayer extends EligibilityMember {
  memberId: bigint;
  basis: bigint;
}

/**
 * The players of one period with a basis of at least `minimum`, not yet paid for it: real players
 * only (not trial accounts), and when the promotion asks for a join, bets settled after joining.
 */
export async function periodPlayers(
  db: Db,
  p: { id: number; merchant_id: number; rules: CashbackRules },
  w: { key: string; start: Date; end: Date },
  needsJoin: boolean,
): Promise<CashbackPlayer[]> {
  const { rows } = await sql<EligibilityRow & { basis: string }>`
    select b.member_id::text, ${eligibilityColumns}, sum(${basisOf(p.rules)})::text as basis
    from bets b
    join members m on m.id = b.member_id and m.type <> ${AccountType.trial}
    left join promotion_joins j on j.promotion_id = ${p.id} and j.member_id = b.member_id
    where b.merchant_id = ${p.merchant_id} and b.status = 'SETTLED'
      and b.settled_at >= ${w.start} and b.settled_at < ${w.end} and ${inCategory(p.rules)}
      and (${!needsJoin} or b.settled_at >= j.joined_at)
      and not exists (select 1 from promotion_claims c
        where c.promotion_id = ${p.id} and c.member_id = b.member_id and c.period = ${w.key})
    group by b.member_id, m.id, m.created_at, m.rank_level, m.member_labels, m.register_country
    having sum(${basisOf(p.rules)}) >= ${BigInt(p.rules.minimumMinor)}
    order by b.member_id`.execute(db);
  return rows.map((r) => ({ ...eligibilityMemberOf(r), basis: BigInt(r.basis) }));
}

export const insertPayout = (
  db: Db,
  r: { promotionId: number; period: string; players: number; amount: bigint; unpaid: number },
) =>
  db
    .insertInto('promotion_payouts')
    .values({
      promotion_id: r.promotionId,
      period: r.period,
      players: r.players,
      amount: r.amount,
      unpaid: r.unpaid,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
