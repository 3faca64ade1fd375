import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

export const insertCaptcha = (db: Db, c: { id: string; answerHash: string; expiresAt: Date }) =>
  db
    .insertInto('captchas')
    .values({ id: c.id, answer_hash: c.answerHash, expires_at: c.expiresAt })
    .execute();

/** Deletes the captcha and returns what it held: a captcha is read only once. */
export const takeCaptcha = (db: Db, id: string) =>
  db.deleteFrom('captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();

export const purgeExpiredCaptchas = (db: Db) =>
  db
    .deleteFrom('captchas')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
