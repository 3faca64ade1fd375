import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/create-db.js';

export interface BetFilter {
  from?: number | undefined;
  to?: number | undefined;
  category?: string | undefined;
  vendor?: string | undefined;
}

/** Sums of a set of bets, as text (bigint-safe). */
export type TotalsRow = { stake: string; valid_bet: string; payout: string; n: string };

export type BetRow = {
  id: string;
  vendor: string;
  game_name: string;
  category: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  status: 'SETTLED' | 'RUNNING' | 'CANCELLED';
  placed_at: Date;
  settled_at: Date | null;
};

const sums = sql`coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout, count(*)::text as n`;

const where = (memberId: bigint, f: BetFilter): RawBuilder<unknown> =>
  sql.join(
    [
      sql`member_id = ${String(memberId)}::bigint`,
      ...(f.from !== undefined ? [sql`placed_at >= ${new Date(f.from)}`] : []),
      ...(f.to !== undefined ? [sql`placed_at < ${new Date(f.to)}`] : []),
      ...(f.category ? [sql`category = ${f.category}`] : []),
      ...(f.vendor ? [sql`vendor = ${f.vendor}`] : []),
    ],
    sql` and `,
  );

/** A page of the member's bets, newest first. */
export const betPage = async (
  db: Db,
  memberId: bigint,
  f: BetFilter,
  page: { limit: number; offset: number },
): Promise<BetRow[]> =>
  (
    await sql<BetRow>`
      select id::text, vendor, game_name, category, stake, valid_bet, payout, status, placed_at, settled_at
      from bets where ${where(memberId, f)} order by placed_at desc, id desc limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;

export const betTotals = async (db: Db, memberId: bigint, f: BetFilter): Promise<TotalsRow | undefined> =>
  (await sql<TotalsRow>`select ${sums} from bets where ${where(memberId, f)}`.execute(db)).rows[0];

/** Totals per calendar day in `timeZone`, oldest first. */
export const betTotalsByDay = async (
  db: Db,
  memberId: bigint,
  f: BetFilter,
  timeZone: string,
): Promise<Array<TotalsRow & { day: string }>> =>
  (
    await sql<TotalsRow & { day: string }>`
      select to_char(placed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, ${sums}
      from bets where ${where(memberId, f)} group by 1 order by 1
    `.execute(db)
  ).rows;

export const betTotalsByCategory = async (
  db: Db,
  memberId: bigint,
  f: BetFilter,
): Promise<Array<TotalsRow & { category: string }>> =>
  (
    await sql<
      TotalsRow & { category: string }
    >`select category, ${sums} from bets where ${where(memberId, f)} group by 1 order by 1`.execute(db)
  ).rows;
