import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

// A promotion's budget (what it has paid or reserved) and each player's share of it.

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
