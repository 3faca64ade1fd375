import { sql } from 'kysely';
import { AccountType } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import type { EligibilityMember } from './promotion-state.js';
import { eligibilityColumns, eligibilityMemberOf, type EligibilityRow } from './promotion-members.repo.js';

type RaffleRules = Extract<StoredPromotionRules, { kind: 'RAFFLE' }>;

export async function drawnPeriods(db: Db, promotionId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('promotion_raffle_draws')
    .select('period')
    .where('promotion_id', '=', promotionId)
    .execute();
  return new Set(rows.map((r) => r.period));
}

export interface RaffleEntrant extends EligibilityMember {
  memberId: bigint;
  /** Deposited or bet (valid) in the period since joining. */
  basis: bigint;
}

/**
 * The draw's entrants: every real player joined before the period's end whose deposits (or valid
 * bets settled) within it since joining reach one entry. The period's rows are read once and
 * joined to the entrants (not one lookup per player: a draw of 10,000 entrants is one scan).
 */
export async function periodEntrants(
  db: Db,
  p: { id: number; merchant_id: number; rules: RaffleRules },
  w: { start: Date; end: Date },
): Promise<RaffleEntrant[]> {
  const counted =
    p.rules.basis === 'DEPOSIT'
      ? sql`select d.member_id, d.amount as basis, d.completed_at as at from deposits d
          where d.merchant_id = ${p.merchant_id} and d.status = 'SUCCESS'
            and d.completed_at >= ${w.start} and d.completed_at < ${w.end}`
      : sql`select b.member_id, b.valid_bet as basis, b.settled_at as at from bets b
          where b.merchant_id = ${p.merchant_id} and b.status = 'SETTLED'
            and b.settled_at >= ${w.start} and b.settled_at < ${w.end}`;
  const { rows } = await sql<EligibilityRow & { basis: string }>`
    with entrants as (
      select j.member_id, sum(c.basis) as basis
      from promotion_joins j
      join (${counted}) c on c.member_id = j.member_id and c.at >= j.joined_at
      where j.promotion_id = ${p.id} and j.joined_at < ${w.end}
      group by j.member_id
      having sum(c.basis) >= ${BigInt(p.rules.ticketStepMinor)}
    )
    select e.member_id::text, e.basis::text, ${eligibilityColumns}
    from entrants e
    join members m on m.id = e.member_id and m.type <> ${AccountType.trial}
    order by e.member_id`.execute(db);
  return rows.map((r) => ({ ...eligibilityMemberOf(r), basis: BigInt(r.basis) }));
}

/** Keeps the draw of a period; false when it was drawn already (a rerun, or another scheduler). */
export async function insertDraw(
  db: Db,
  d: { promotionId: number; period: string; entrants: number; tickets: number; unawarded: number },
): Promise<boolean> {
  const row = await db
    .insertInto('promotion_raffle_draws')
    .values({
      promotion_id: d.promotionId,
      period: d.period,
      entrants: d.entrants,
      tickets: d.tickets,
      unawarded: d.unawarded,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('period')
    .executeTakeFirst();
  return row !== undefined;
}

export const setUnawarded = (db: Db, promotionId: number, period: string, unawarded: number) =>
  db
    .updateTable('promotion_raffle_draws')
    .set({ unawarded })
    .where('promotion_id', '=', promotionId)
    .where('period', '=', period)
    .execute();

export const insertWinner = (
  db: Db,
  w: {
    promotionId: number;
    period: string;
    place: number;
    rank: number;
    memberId: bigint;
    tickets: number;
    amount: bigint;
    claimId: bigint;
  },
) =>
  db
    .insertInto('promotion_raffle_winners')
    .values({
      promotion_id: w.promotionId,
      period: w.period,
      place: w.place,
      rank: w.rank,
      member_id: w.memberId,
      tickets: w.tickets,
      amount: w.amount,
      claim_id: w.claimId,
    })
    .execute();

/**
 * The draw the winner board shows, with its winners in the order drawn (usernames unmasked): the
 * latest that had winners (a day nobody entered does not hide the last winners), else the latest.
 */
export async function latestDraw(db: Db, promotionId: number) {
  const draw = await db
    .selectFrom('promotion_raffle_draws as d')
    .selectAll()
    .where('d.promotion_id', '=', promotionId)
    .orderBy(
      sql`exists (select 1 from promotion_raffle_winners w
        where w.promotion_id = d.promotion_id and w.period = d.period)`,
      'desc',
    )
    .orderBy('d.period', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!draw) return null;
  const winners = await db
    .selectFrom('promotion_raffle_winners as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select(['w.rank', 'w.tickets', 'w.amount', 'm.username'])
    .where('w.promotion_id', '=', promotionId)
    .where('w.period', '=', draw.period)
    .orderBy('w.place')
    .execute();
  return { ...draw, winners: winners.map((w) => ({ ...w, amount: BigInt(w.amount) })) };
}
