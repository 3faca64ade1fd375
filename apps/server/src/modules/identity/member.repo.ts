import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { AccountType } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';
import type { Insertable } from 'kysely';
import type { Member } from '../../db/schema.js';
import type { LoginHistoryTable, MembersTable } from '../../db/schema-identity.js';

export const findByUsername = (db: Db, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

export const findById = (db: Db, id: bigint) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export const findByMobile = (db: Db, merchantId: number, dialingCode: string, mobileNum: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();

export const findByEmail = (db: Db, merchantId: number, email: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const findAgentByAffiliateCode = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('members')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`upper(affiliate_code)`, '=', code.toUpperCase())
    .where('disabled', '=', false)
    .executeTakeFirst();

export const findByReferralCode = (db: Db, merchantId: number, code: string) =>
  db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();

/** A failed password: counts it and, past the threshold, locks with a doubling back-off (1 min … 1 h). */
export const recordFailure = (db: Db, id: bigint, lockAfter: number) =>
  db
    .updateTable('members')
    .set({
      failed_logins: sql`failed_logins + 1`,
      locked_until: sql`case when failed_logins + 1 >= ${lockAfter}
        then now() + least(interval '1 hour', interval '1 minute' * power(2, failed_logins + 1 - ${lockAfter}))
        else locked_until end`,
    })
    .where('id', '=', id)
    .returning(['failed_logins', 'locked_until'])
    .executeTakeFirstOrThrow();

export const recordSuccess = (db: Db, id: bigint) =>
  db.updateTable('members').set({ failed_logins: 0, locked_until: null }).where('id', '=', id).execute();

export const knownIp = async (db: Db, id: bigint, ip: string) =>
  !!(await db
    .selectFrom('member_ips')
    .select('ip')
    .where('member_id', '=', id)
    .where('ip', '=', ip)
    .executeTakeFirst());

export const hasAnyIp = async (db: Db, id: bigint) =>
  !!(await db.selectFrom('member_ips').select('ip').where('member_id', '=', id).limit(1).executeTakeFirst());

export const rememberIp = (db: Db, id: bigint, ip: string) =>
  db
    .insertInto('member_ips')
    .values({ member_id: id, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();

export const addLoginHistory = (
  db: Db,
  entry: {
    memberId: bigint;
    ip: string;
    device: string;
    deviceId?: string | null;
    userAgent?: string | undefined;
    method: string;
    result: LoginHistoryTable['result'];
  },
) =>
  db
    .insertInto('login_history')
    .values({
      member_id: entry.memberId,
      ip: entry.ip,
      device: entry.device,
      device_id: entry.deviceId ?? null,
      user_agent: entry.userAgent || null,
      method: entry.method,
      result: entry.result,
    })
    .execute();

export const listLoginHistory = (db: Db, id: bigint, limit = 50) =>
  db
    .selectFrom('login_history')
    .selectAll()
    .where('member_id', '=', id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** A new password starts its age now and clears any lock-out. */
const newPassword = (passwordHash: string) => ({
  password_hash: passwordHash,
  password_changed_at: sql<Date>`now()`,
  failed_logins: 0,
  locked_until: null,
});

export const setPassword = (db: Db, id: bigint, passwordHash: string) =>
  db.updateTable('members').set(newPassword(passwordHash)).where('id', '=', id).execute();

/** Sets a member's password by name (operator); undefined when there is no such member. */
export const setPasswordByUsername = (db: Db, merchantId: number, username: string, passwordHash: string) =>
  db
    .updateTable('members')
    .set(newPassword(passwordHash))
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .returning('id')
    .executeTakeFirst();

/** Sets the agent-only flag of a member that is not a trial account; undefined when none matched. */
export const setAgentOnlyByUsername = (db: Db, merchantId: number, username: string, agentOnly: boolean) =>
  db
    .updateTable('members')
    .set({ agent_only: agentOnly })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .where('type', '<>', AccountType.trial)
    .returning('id')
    .executeTakeFirst();

export type { Member };

/** A new trial (free-play) account: no password, a random name and referral code. */
export const insertTrialMember = (db: Db, merchantId: number, now: Date) =>
  db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `trial${randomBytes(5).toString('hex')}`,
      password_hash: null,
      type: AccountType.trial,
      referral_code: randomBytes(5).toString('hex').toUpperCase(),
      first_login_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A registered member's row; returns its id. */
export const insertMember = (db: Db, values: Insertable<MembersTable>) =>
  db.insertInto('members').values(values).returning('id').executeTakeFirstOrThrow();

export const updateProfile = (
  db: Db,
  id: bigint,
  p: {
    nickname: string | null;
    email: string | null;
    birthday: string | null;
    profile: Record<string, string | undefined>;
  },
) =>
  db
    .updateTable('members')
    .set({ nickname: p.nickname, email: p.email, birthday: p.birthday, profile: JSON.stringify(p.profile) })
    .where('id', '=', id)
    .execute();

export const setLanguage = (db: Db, id: bigint, language: string) =>
  db.updateTable('members').set({ language }).where('id', '=', id).execute();

/** Stamps the first login once; later calls keep the first time. */
export const markFirstLogin = (db: Db, id: bigint) =>
  db
    .updateTable('members')
    .set({ first_login_at: sql`coalesce(first_login_at, now())` })
    .where('id', '=', id)
    .execute();

export const setAvatar = (db: Db, id: bigint, avatar: string, avatarType: string) =>
  db.updateTable('members').set({ avatar, avatar_type: avatarType }).where('id', '=', id).execute();

export const setPaymentPassword = (db: Db, id: bigint, paymentPasswordHash: string) =>
  db
    .updateTable('members')
    .set({ payment_password_hash: paymentPasswordHash })
    .where('id', '=', id)
    .execute();

/** A new authenticator secret that waits for a code from it before it counts. */
export const setPendingTotpSecret = (db: Db, id: bigint, secret: string) =>
  db.updateTable('members').set({ totp_pending_secret: secret }).where('id', '=', id).execute();

export const bindTotpSecret = (db: Db, id: bigint, secret: string) =>
  db
    .updateTable('members')
    .set({ totp_secret: secret, totp_pending_secret: null })
    .where('id', '=', id)
    .execute();
