import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export const findOperatorByUsername = (db: Db, username: string) =>
  db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();

export const countOperators = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('operators')
        .select(sql<bigint>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertOperator = (db: Db, values: { username: string; passwordHash: string; role: string }) =>
  db
    .insertInto('operators')
    .values({ username: values.username, password_hash: values.passwordHash, role: values.role })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();

export const insertOperatorSession = (
  db: Db,
  values: {
    tokenHash: string;
    operatorId: number;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    pendingTwoFactor: 'verify' | 'enrol' | null;
  },
) =>
  db
    .insertInto('operator_sessions')
    .values({
      token_hash: values.tokenHash,
      operator_id: values.operatorId,
      last_seen_at: new Date(),
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
      pending_two_factor: values.pendingTwoFactor,
    })
    .execute();

/** The live session of a token with its operator, or undefined when expired, revoked or idle too long. */
export const findLiveSession = (db: Db, tokenHash: string, idleSince: Date) =>
  db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.token_hash',
      's.id as sessionId',
      's.pending_two_factor as pendingTwoFactor',
      'o.id as operatorId',
      'o.username',
      'o.role',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('s.last_seen_at', '>', idleSince)
    .where('o.disabled', '=', false)
    .executeTakeFirst();

export const touchSession = (db: Db, tokenHash: string) =>
  db
    .updateTable('operator_sessions')
    .set({ last_seen_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();

export const revokeSession = (db: Db, tokenHash: string) =>
  db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
