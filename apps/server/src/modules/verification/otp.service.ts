import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { OneTimeCodes } from './ports.js';

const MAX_TRIES = 5;
/** Anti-flood: the real platform's SMS endpoint is abused to flood phones. */
const LIMITS = { perTargetGapMs: 60_000, perTargetHour: 5, perIpHour: 10, perMerchantHour: 1000 };

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');

/**
 * One-time codes: 6 digits, stored hashed, single use, at most 5 tries, only the newest valid.
 * Limits are counted from the table, so they hold across server processes.
 */
export class OtpService implements OneTimeCodes {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: { ttlMinutes: number; now?: () => number },
  ) {
    this.now = opts.now ?? Date.now;
  }

  async issue(input: { merchantId: number; purpose: string; target: string; ip: string }) {
    const now = this.now();
    const hourAgo = new Date(now - 3_600_000);
    const base = this.db.selectFrom('otp_codes').where('created_at', '>', hourAgo);
    const [byTarget, byIp, byMerchant] = await Promise.all([
      base
        .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.max('created_at').as('last')])
        .where('merchant_id', '=', input.merchantId)
        .where('purpose', '=', input.purpose)
        .where('target', '=', input.target)
        .executeTakeFirstOrThrow(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).where('ip', '=', input.ip).executeTakeFirstOrThrow(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).where('merchant_id', '=', input.merchantId).executeTakeFirstOrThrow(),
    ]);
    const last = byTarget.last ? new Date(byTarget.last as Date | string).getTime() : 0;
    if (
      now - last < LIMITS.perTargetGapMs ||
      Number(byTarget.n) >= LIMITS.perTargetHour ||
      Number(byIp.n) >= LIMITS.perIpHour ||
      Number(byMerchant.n) >= LIMITS.perMerchantHour
    ) {
      throw new AppError(ErrorCodes.phoneTooManyRequests, 'too many requests, retry after 5 minutes');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + this.opts.ttlMinutes * 60_000;
    await this.db.transaction().execute(async (trx) => {
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
          code_hash: hashCode(input.purpose, input.target, code),
          created_at: new Date(now),
          expires_at: new Date(expiresAt),
          ip: input.ip,
        })
        .execute();
    });
    return { code, expiresAt };
  }

  async verify(input: { merchantId: number; purpose: string; target: string; code: string }): Promise<void> {
    if (!input.code) throw new AppError(ErrorCodes.verificationCodeMissing, 'code required');
    const row = await this.db
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts'])
      .where('merchant_id', '=', input.merchantId)
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.attempts >= MAX_TRIES) throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid code');
    if (row.expires_at.getTime() <= this.now()) throw new AppError(ErrorCodes.codeExpired, 'code expired, resend');
    if (row.code_hash !== hashCode(input.purpose, input.target, input.code)) {
      await this.db.updateTable('otp_codes').set({ attempts: sql`attempts + 1` }).where('id', '=', row.id).execute();
      throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid code');
    }
    // Guarded by consumed_at and the try count: of two concurrent uses only one succeeds.
    const used = await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: new Date(this.now()) })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', MAX_TRIES)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw new AppError(ErrorCodes.verificationCodeInvalid, 'invalid code');
  }
}
