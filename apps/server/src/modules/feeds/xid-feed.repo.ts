import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/**
 * The loyalty feeds' SQL (decision 0045's pattern): each consumer keeps how far it has read rows
 * stamped with their transaction id (`bets.settled_xid`, `deposits.completed_xid`) in its own
 * one-row table, and reads up to the snapshot's xmin, below which every transaction has ended.
 */
export type FeedTable = 'points_feed' | 'vip_feed' | 'referral_feed';

/** Locks the feed: one run at a time (another process's run waits, then finds nothing new). */
export async function lockFeed(trx: Db, feed: FeedTable): Promise<string> {
  const { rows } = await sql<{
    bound: string;
  }>`select bound::text as bound from ${sql.table(feed)} for update`.execute(trx);
  return rows[0]!.bound;
}

/** Every transaction below the snapshot's xmin has ended: rows stamped below it are final. */
export async function feedUpper(trx: Db): Promise<string> {
  const { rows } = await sql<{ upper: string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as upper`.execute(trx);
  return rows[0]!.upper;
}

export async function moveFeed(trx: Db, feed: FeedTable, bound: string): Promise<void> {
  await sql`update ${sql.table(feed)} set bound = ${bound}::xid8`.execute(trx);
}

/**
 * Runs `consume` over the rows stamped since the feed's bound, in one transaction with the bound's
 * move: a crash leaves both as they were, and the next run redoes it (consumers are idempotent).
 */
export async function readFeed<T>(
  db: Db,
  feed: FeedTable,
  consume: (trx: Db, from: string, to: string) => Promise<T>,
  none: T,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const from = await lockFeed(trx, feed);
    const to = await feedUpper(trx);
    if (BigInt(to) <= BigInt(from)) return none;
    const result = await consume(trx, from, to);
    await moveFeed(trx, feed, to);
    return result;
  });
}

/** Real players with a bet settled or a deposit completed by transactions in [from, to). */
export async function touchedMembers(trx: Db, from: string, to: string): Promise<bigint[]> {
  const { rows } = await sql<{ member_id: bigint }>`
    select t.member_id from (
      select member_id from bets where settled_xid >= ${from}::xid8 and settled_xid < ${to}::xid8
      union
      select member_id from deposits where completed_xid >= ${from}::xid8 and completed_xid < ${to}::xid8
    ) t join members m on m.id = t.member_id and m.type <> 4`.execute(trx);
  return rows.map((r) => BigInt(r.member_id));
}
