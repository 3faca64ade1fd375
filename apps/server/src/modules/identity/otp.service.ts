import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { OneTimeCodes } from './ports.js';

type Target = { merchantId: number; purpose: string; target: string };

export const OTP_MAX_TRIES = 5;
/** Anti-flood: the real platform's SMS endpoint is abused to flood phones. */
export const OTP_LIMITS = { perTargetGapMs: 60_000, perTargetHour: 5, perIpHour: 10, perMerchantHour: 1000 };
const HOUR_MS = 3_600_000;

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest();

const invalid = () => new AppError(ErrorCodes.verificationCodeInvalid, 'invalid code');

/**
 * One-time codes: 6 digits, stored only as a hash, single use, at most 5 tries, only the newest valid.
 * Limits and tries live in the table, so they hold across server processes.
 */
export class OtpService implements OneTimeCodes {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: { ttlMinutes: number; now?: () => number },
  ) {
    this.now = opts.now ?? Date.now;
  }

  async issue(input: Target & { ip: string }): Promise<{ code: string; expiresAt: number }> {
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + this.opts.ttlMinutes * 60_000;
    await this.db.transaction().execute(async (trx) => {
      // Serialises issues for one target (also across processes), so two parallel sends cannot both pass the 60 s gap.
      await sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.merchantId}:${input.purpose}:${input.target}`}))`.execute(
        trx,
      );
      await this.checkLimits(trx, input, now);
      // Only the newest code works: older ones are spent the moment a new one is sent.
      await trx
        .updateTable('otp_codes')
        .set({ consumed_at: new Date(now) })
        .where('merchant_id', '=', input.merchantId)
        .where('purpose', '=', input.purpose)
        .where('target', '=', input.target)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('otp_codes')
        .values({
          merchant_id: input.merchantId,
          purpose: input.purpose,
          target: input.target,
          code_hash: hashCode(input.purpose, input.target, code).toString('hex'),
          created_at: new Date(now),
          expires_at: new Date(expiresAt),
          ip: input.ip,
        })
        .execute();
    });
    return { code, expiresAt };
  }

  async verify(input: Target & { code: string }): Promise<void> {
    if (!input.code || input.code.trim() === '')
      throw new AppError(ErrorCodes.verificationCodeMissing, 'code required');
    const row = await this.db
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'expires_at'])
      .where('merchant_id', '=', input.merchantId)
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw invalid();
    if (row.expires_at.getTime() <= this.now())
      throw new AppError(ErrorCodes.codeExpired, 'code expired, resend');

    // Each try is claimed in one statement before the comparison, so even parallel guesses get 5 tries in all.
    const claimed = await this.db
      .updateTable('otp_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', OTP_MAX_TRIES)
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) throw invalid();

    const expected = Buffer.from(row.code_hash, 'hex');
    const given = hashCode(input.purpose, input.target, input.code.trim());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();

    // Guarded by consumed_at: of two concurrent right answers only one succeeds.
    const used = await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: new Date(this.now()) })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw invalid();
  }

  private async checkLimits(
    trx: Transaction<Database>,
    input: Target & { ip: string },
    now: number,
  ): Promise<void> {
    const recent = trx.selectFrom('otp_codes').where('created_at', '>', new Date(now - HOUR_MS));
    const byTarget = await recent
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('last')])
      .where('merchant_id', '=', input.merchantId)
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .executeTakeFirstOrThrow();
    const byIp = await recent
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', input.ip)
      .executeTakeFirstOrThrow();
    const byMerchant = await recent
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', input.merchantId)
      .executeTakeFirstOrThrow();
    const last = byTarget.last ? new Date(byTarget.last).getTime() : 0;
    if (
      now - last < OTP_LIMITS.perTargetGapMs ||
      Number(byTarget.n) >= OTP_LIMITS.perTargetHour ||
      Number(byIp.n) >= OTP_LIMITS.perIpHour ||
      Number(byMerchant.n) >= OTP_LIMITS.perMerchantHour
    ) {
      throw new AppError(ErrorCodes.phoneTooManyRequests, 'too many requests, retry after 5 minutes');
    }
  }
}
