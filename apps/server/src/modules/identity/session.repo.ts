import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { SessionSite } from '../../db/schema-identity.js';

export interface NewSession {
  tokenHash: string;
  memberId: bigint;
  expiresAt: Date;
  ip: string;
  device: string;
  method: string;
  /** The site the session is opened on (agent-site and withdrawal sessions are limited to their calls). */
  site: SessionSite;
}

export const insertSession = (db: Db, s: NewSession) =>
  db
    .insertInto('member_sessions')
    .values({
      token_hash: s.tokenHash,
      member_id: s.memberId,
      expires_at: s.expiresAt,
      ip: s.ip,
      device: s.device,
      login_method: s.method,
      site: s.site,
    })
    .execute();

/** Ends the member's other live sessions (one active session per account). */
export const revokeOtherSessions = (db: Db, memberId: bigint, keepTokenHash: string, reason: string) =>
  db
    .updateTable('member_sessions')
    .set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('token_hash', '!=', keepTokenHash)
    .execute();

export const revokeAllSessions = (db: Db, memberId: bigint, reason: string) =>
  db
    .updateTable('member_sessions')
    .set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();

export const revokeSession = (db: Db, tokenHash: string, reason: string) =>
  db
    .updateTable('member_sessions')
    .set({ revoked_at: sql`now()`, revoke_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();

export const findSession = (db: Db, tokenHash: string) =>
  db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.member_id',
      's.created_at',
      's.expires_at',
      's.last_seen_at',
      's.revoked_at',
      's.revoke_reason',
      's.login_method',
      's.site',
      'm.merchant_id',
      'm.type',
      'm.username',
      'm.rank_level',
      'm.disabled',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const touchSession = (db: Db, tokenHash: string) =>
  db
    .updateTable('member_sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
