import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Spent one-time values (human proofs, Firebase sign-ins), kept until they expire. */

export const isProofSpent = async (db: Db, signature: string) =>
  !!(await db
    .selectFrom('human_proofs_used')
    .select('signature')
    .where('signature', '=', signature)
    .executeTakeFirst());

/** Records the value as spent; false when it already was (the primary key decides between racers). */
export const spendProof = async (db: Db, signature: string, expiresAt: Date): Promise<boolean> =>
  (await db
    .insertInto('human_proofs_used')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst()) !== undefined;

export const purgeExpiredProofs = (db: Db) =>
  db
    .deleteFrom('human_proofs_used')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
