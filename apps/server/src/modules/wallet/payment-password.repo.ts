import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export const findPaymentPasswordHash = (db: Db, memberId: bigint) =>
  db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst();

/** The member's wrong-password count and lock, if a wrong password was ever entered. */
export const findGuard = (db: Db, memberId: bigint) =>
  db.selectFrom('payment_password_guards').selectAll().where('member_id', '=', memberId).executeTakeFirst();

export const clearGuard = (db: Db, memberId: bigint) =>
  db
    .updateTable('payment_password_guards')
    .set({ failures: 0, locked_until: null })
    .where('member_id', '=', memberId)
    .execute();

export const ensureGuard = (db: Db, memberId: bigint) =>
  db
    .insertInto('payment_password_guards')
    .values({ member_id: memberId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();

/**
 * Counts one more wrong password in a single statement (so parallel failures all count) and, from
 * `lockAfter` on, locks for 1 minute doubling up to 1 hour. Returns the new count.
 */
export const countFailure = async (db: Db, memberId: bigint, lockAfter: number) =>
  (
    await db
      .updateTable('payment_password_guards')
      .set({
        failures: sql`failures + 1`,
        locked_until: sql`case when failures + 1 >= ${lockAfter}
          then now() + least(interval '1 hour', interval '1 minute' * power(2, failures + 1 - ${lockAfter}))
          else locked_until end`,
      })
      .where('member_id', '=', memberId)
      .returning('failures')
      .executeTakeFirstOrThrow()
  ).failures;
