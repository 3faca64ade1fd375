import { sql } from 'kysely';
import { WHEEL_SPINS_SHOWN, type WheelTicketBasis } from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';

/**
 * What earned a member's tickets over [from, to): successful deposits completed, or the valid bet of
 * bets settled, in that window.
 */
export async function ticketBasis(
  db: Db,
  memberId: bigint,
  basis: WheelTicketBasis,
  from: Date,
  to: Date,
): Promise<bigint> {
  const { rows } =
    basis === 'DEPOSIT'
      ? await sql<{ total: string }>`
          select coalesce(sum(d.amount), 0)::text as total from deposits d
          where d.member_id = ${memberId} and d.status = 'SUCCESS'
            and d.completed_at >= ${from} and d.completed_at < ${to}
        `.execute(db)
      : await sql<{ total: string }>`
          select coalesce(sum(b.valid_bet), 0)::text as total from bets b
          where b.member_id = ${memberId} and b.status = 'SETTLED'
            and b.settled_at >= ${from} and b.settled_at < ${to}
        `.execute(db);
  return BigInt(rows[0]?.total ?? '0');
}

export interface SpinRow {
  seq: number;
  segment: number;
  amount: bigint;
  created_at: Date;
}

/** The member's spins of the period, newest first (the latest WHEEL_SPINS_SHOWN), and how many. */
export async function periodSpins(db: Db, promotionId: number, memberId: bigint, period: string) {
  const rows = await db
    .selectFrom('promotion_spins')
    .select(['seq', 'segment', 'amount', 'created_at'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .orderBy('seq', 'desc')
    .limit(WHEEL_SPINS_SHOWN)
    .execute();
  const latest: SpinRow[] = rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
  // seq counts the period's spins from 1 without gaps (the unique key refuses a reused ticket).
  return { used: latest[0]?.seq ?? 0, latest };
}

export const insertSpin = (
  db: Db,
  s: {
    merchantId: number;
    promotionId: number;
    memberId: bigint;
    period: string;
    seq: number;
    segment: number;
    amount: bigint;
    claimId: bigint | null;
  },
) =>
  db
    .insertInto('promotion_spins')
    .values({
      merchant_id: s.merchantId,
      promotion_id: s.promotionId,
      member_id: s.memberId,
      period: s.period,
      seq: s.seq,
      segment: s.segment,
      amount: s.amount,
      claim_id: s.claimId,
    })
    .execute();
