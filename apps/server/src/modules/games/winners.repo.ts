import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export type WinRow = {
  username: string;
  game_name: string;
  vendor_name: string;
  /** payout − stake, minor units, as text (bigint-safe). */
  win: string;
  at: Date;
};

/**
 * The merchant's settled bets that paid more than their stake since `since`, largest net win
 * first (then the most recent), with the member's username and the vendor's name. Trial accounts
 * play with play money and are left out. The partial index `bets_wins` (migration 0010) serves it.
 */
export const biggestWins = async (
  db: Db,
  merchantId: number,
  opts: { since: Date; limit: number; excludeMemberType: number },
): Promise<WinRow[]> =>
  (
    await sql<WinRow>`
      select m.username, b.game_name, coalesce(v.name, b.vendor) as vendor_name,
        (b.payout - b.stake)::text as win, coalesce(b.settled_at, b.placed_at) as at
      from bets b
      join members m on m.id = b.member_id and m.merchant_id = b.merchant_id
      left join vendors v on v.merchant_id = b.merchant_id and v.code = b.vendor
      where b.merchant_id = ${merchantId} and b.status = 'SETTLED' and b.payout > b.stake
        and b.settled_at >= ${opts.since} and m.type <> ${opts.excludeMemberType}
      order by b.payout - b.stake desc, b.settled_at desc, b.id desc
      limit ${opts.limit}
    `.execute(db)
  ).rows;
