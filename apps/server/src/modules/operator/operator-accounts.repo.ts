import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Operator accounts (issue 13): authenticator columns, the operator's sessions, the operators list. */

export const findOperatorById = (db: Db, id: number) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export const listOperators = (db: Db) =>
  db
    .selectFrom('operators')
    .select([
      'id',
      'username',
      'role',
      'disabled',
      'created_at',
      'last_sign_in_at',
      sql<boolean>`totp_secret is not null`.as('enrolled'),
    ])
    .orderBy('username')
    .execute();

export const setPendingSecret = (db: Db, id: number, sealed: string) =>
  db.updateTable('operators').set({ totp_pending_secret: sealed }).where('id', '=', id).execute();

/**
 * Records a code's time step as used, unless it (or a later one) was used already: the
 * condition makes two requests racing with one code accept it once.
 */
export async function claimTotpStep(db: Db, id: number, step: bigint): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step, totp_failures: 0, totp_locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One more wrong code; at `lockAfter` the second factor is locked until `lockUntil`. */
export const countTotpFailure = (db: Db, id: number, lockAfter: number, lockUntil: Date) =>
  db
    .updateTable('operators')
    .set((eb) => ({
      totp_failures: sql<number>`case when ${eb.ref('totp_failures')} + 1 >= ${lockAfter} then 0 else ${eb.ref('totp_failures')} + 1 end`,
      totp_locked_until: sql<Date | null>`case when ${eb.ref('totp_failures')} + 1 >= ${lockAfter} then ${lockUntil} else ${eb.ref('totp_locked_until')} end`,
    }))
    .where('id', '=', id)
    .execute();

export const bindSecret = (db: Db, id: number, sealed: string) =>
  db
    .updateTable('operators')
    .set({ totp_secret: sealed, totp_pending_secret: null })
    .where('id', '=', id)
    .execute();

export const markSignedIn = (db: Db, id: number) =>
  db.updateTable('operators').set({ last_sign_in_at: new Date() }).where('id', '=', id).execute();

export const setRole = (db: Db, id: number, role: string) =>
  db.updateTable('operators').set({ role }).where('id', '=', id).execute();

export const setDisabled = (db: Db, id: number, disabled: boolean) =>
  db.updateTable('operators').set({ disabled }).where('id', '=', id).execute();

/** Forgets the authenticator: the next sign-in enrols again where a code is required. */
export const clearTwoFactor = (db: Db, id: number) =>
  db
    .updateTable('operators')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      totp_failures: 0,
      totp_locked_until: null,
    })
    .where('id', '=', id)
    .execute();

/** The operator's sessions still usable (not ended, not expired, not idle too long). */
export const listLiveSessions = (db: Db, operatorId: number, idleSince: Date) =>
  db
    .selectFrom('operator_sessions')
    .select(['id', 'token_hash', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('pending_two_factor', 'is', null)
    .where('expires_at', '>', new Date())
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();

/** Ends the operator's sessions (one by id, or all but `keepTokenHash`); answers how many. */
export async function revokeSessions(
  db: Db,
  operatorId: number,
  which: { id: bigint } | { exceptTokenHash: string } | 'all',
): Promise<number> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (which !== 'all') {
    query =
      'id' in which
        ? query.where('id', '=', which.id)
        : query.where('token_hash', '!=', which.exceptTokenHash);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
