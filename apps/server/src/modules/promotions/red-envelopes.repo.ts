import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** A rain's envelopes and those still free; null before its first grab (not split yet). */
export async function rainEnvelopes(db: Db, promotionId: number, rain: string) {
  const row = await db
    .selectFrom('promotion_envelopes')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where member_id is null)`.as('free'),
    ])
    .where('promotion_id', '=', promotionId)
    .where('rain', '=', rain)
    .executeTakeFirstOrThrow();
  return Number(row.total) === 0 ? null : { total: Number(row.total), free: Number(row.free) };
}

/** Keeps a rain's split; a split already kept (a concurrent first grab) wins and this one is dropped. */
export async function insertRain(db: Db, promotionId: number, rain: string, amounts: bigint[]) {
  // In chunks: one statement's parameters are bounded (a rain has up to 100,000 envelopes).
  for (let i = 0; i < amounts.length; i += 5000) {
    await db
      .insertInto('promotion_envelopes')
      .values(
        amounts
          .slice(i, i + 5000)
          .map((amount, k) => ({ promotion_id: promotionId, rain, idx: i + k, amount })),
      )
      .onConflict((oc) => oc.columns(['promotion_id', 'rain', 'idx']).doNothing())
      .execute();
  }
}

/**
 * Takes the next free envelope of the rain for the member: its index and amount, or undefined when
 * none is left. Concurrent grabs skip each other's envelopes instead of queueing on them; a second
 * envelope for the same member in one rain is refused by the unique key (error 23505).
 */
export async function takeEnvelope(db: Db, promotionId: number, rain: string, memberId: bigint) {
  const { rows } = await sql<{ idx: number; amount: string }>`
    update promotion_envelopes set member_id = ${memberId}, grabbed_at = now()
    where (promotion_id, rain, idx) = (
      select promotion_id, rain, idx from promotion_envelopes
      where promotion_id = ${promotionId} and rain = ${rain} and member_id is null
      order by idx limit 1 for update skip locked)
    returning idx, amount::text as amount
  `.execute(db);
  const row = rows[0];
  return row ? { idx: row.idx, amount: BigInt(row.amount) } : undefined;
}

export const setEnvelopeClaim = (db: Db, promotionId: number, rain: string, idx: number, claimId: bigint) =>
  db
    .updateTable('promotion_envelopes')
    .set({ claim_id: claimId })
    .where('promotion_id', '=', promotionId)
    .where('rain', '=', rain)
    .where('idx', '=', idx)
    .execute();
