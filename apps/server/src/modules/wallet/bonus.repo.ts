import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A page of the member's bonuses, newest first, each with the turnover done since it was credited. */
export async function listBonuses(db: Db, memberId: bigint, page: { limit: number; offset: number }) {
  const base = db.selectFrom('bonuses').where('member_id', '=', memberId);
  // Progress is the valid bet the member placed since the bonus was credited (all vendors).
  const turnover = sql<string>`(select coalesce(sum(b.valid_bet), 0) from bets b
    where b.member_id = bonuses.member_id and b.placed_at >= bonuses.created_at and b.status = 'SETTLED')::text`;
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .select(turnover.as('turnover_done'))
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface NewBonus {
  merchantId: number;
  memberId: bigint;
  name: string;
  amount: bigint;
  turnoverRequired: bigint;
  transferId: bigint;
  /** Withdrawals wait until its turnover is met (its promotion's choice). */
  blocksWithdrawal?: boolean;
}

export const insertBonus = (db: Db, bonus: NewBonus): Promise<void> => insertBonuses(db, [bonus]);

/** Many bonuses in one statement (a batch of promotion rewards). */
export async function insertBonuses(db: Db, bonuses: NewBonus[]): Promise<void> {
  if (bonuses.length === 0) return;
  await db
    .insertInto('bonuses')
    .values(
      bonuses.map((bonus) => ({
        merchant_id: bonus.merchantId,
        member_id: bonus.memberId,
        name: bonus.name,
        amount: bonus.amount,
        turnover_required: bonus.turnoverRequired,
        transfer_id: bonus.transferId,
        blocks_withdrawal: bonus.blocksWithdrawal ?? false,
      })),
    )
    .execute();
}

/**
 * The most turnover the member still owes on one bonus that holds withdrawals back (minor units; 0
 * when none): each bonus counts the valid bets settled since it was credited, as bonus details do.
 */
export async function blockingTurnoverOwed(db: Db, memberId: bigint): Promise<bigint> {
  const { rows } = await sql<{ owed: string | null }>`
    select max(bo.turnover_required - (select coalesce(sum(b.valid_bet), 0) from bets b
        where b.member_id = bo.member_id and b.placed_at >= bo.created_at and b.status = 'SETTLED'))::text as owed
    from bonuses bo
    where bo.member_id = ${memberId} and bo.blocks_withdrawal and bo.turnover_required > 0`.execute(db);
  const owed = BigInt(rows[0]?.owed ?? '0');
  return owed > 0n ? owed : 0n;
}
