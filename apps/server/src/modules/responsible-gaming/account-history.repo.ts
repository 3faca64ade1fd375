import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/**
 * A member's money per month of the merchant's calendar since `from` (a month's start): deposits
 * credited, withdrawals paid out, and stake and payout of settled bets. One row per month that has
 * any; amounts in minor units as text. Each table is read through its member index.
 */
export async function monthlyAccount(db: Db, memberId: bigint, from: Date, timeZone: string) {
  const month = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM')`;
  const { rows } = await sql<{
    month: string;
    deposits: string;
    withdrawals: string;
    staked: string;
    paid: string;
  }>`
    select month, sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals,
      sum(staked)::text as staked, sum(paid)::text as paid
    from (
      select ${month('completed_at')} as month, amount as deposits, 0 as withdrawals, 0 as staked, 0 as paid
      from deposits
      where member_id = ${memberId} and status = 'SUCCESS' and completed_at >= ${from}
      union all
      select ${month('paid_at')}, 0, amount, 0, 0
      from withdrawals
      where member_id = ${memberId} and paid_at >= ${from}
      union all
      select ${month('placed_at')}, 0, 0, stake, payout
      from bets
      where member_id = ${memberId} and status = 'SETTLED' and placed_at >= ${from}
    ) money
    group by month`.execute(db);
  return rows;
}
