import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

type Target = { merchantId: number; purpose: string; target: string };

/** Serialises code issues for one target until the transaction ends (also across processes). */
export const lockOtpTarget = async (trx: Db, t: Target) => {
  await sql`select pg_advisory_xact_lock(hashtext(${`otp:${t.merchantId}:${t.purpose}:${t.target}`}))`.execute(
    trx,
  );
};

/** Spends every unused code of the target (only the newest code works). */
export const consumeOpenOtps = (db: Db, t: Target, at: Date) =>
  db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('merchant_id', '=', t.merchantId)
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('consumed_at', 'is', null)
    .execute();

export const insertOtp = (
  db: Db,
  t: Target & { codeHash: string; createdAt: Date; expiresAt: Date; ip: string },
) =>
  db
    .insertInto('otp_codes')
    .values({
      merchant_id: t.merchantId,
      purpose: t.purpose,
      target: t.target,
      code_hash: t.codeHash,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
      ip: t.ip,
    })
    .execute();

/** The target's newest unused code, expired or not. */
export const findNewestOpenOtp = (db: Db, t: Target) =>
  db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('merchant_id', '=', t.merchantId)
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Claims one try in a single statement; undefined when the code is spent or out of tries. */
export const claimOtpAttempt = (db: Db, id: bigint, maxTries: number) =>
  db
    .updateTable('otp_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();

/** Marks the code used; undefined when it already was (of two concurrent right answers one wins). */
export const markOtpUsed = (db: Db, id: bigint, at: Date) =>
  db
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** Codes issued since `since`: for the target (with the newest time), for the IP, and for the merchant. */
export async function countRecentOtps(db: Db, t: Target & { ip: string }, since: Date) {
  const recent = db.selectFrom('otp_codes').where('created_at', '>', since);
  const byTarget = await recent
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('merchant_id', '=', t.merchantId)
    .where('purpose', '=', t.purpose)
    .where('target', '=', t.target)
    .executeTakeFirstOrThrow();
  const byIp = await recent
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', t.ip)
    .executeTakeFirstOrThrow();
  const byMerchant = await recent
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', t.merchantId)
    .executeTakeFirstOrThrow();
  return { byTarget, byIp, byMerchant };
}
