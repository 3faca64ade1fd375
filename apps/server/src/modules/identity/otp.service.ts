import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import * as otps from './otp.repo.js';
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
      await otps.lockOtpTarget(trx, input);
      await this.checkLimits(trx, input, now);
      // Only the newest code works: older ones are spent the moment a new one is sent.
      await otps.consumeOpenOtps(trx, input, new Date(now));
      await otps.insertOtp(trx, {
        merchantId: input.merchantId,
        purpose: input.purpose,
        target: input.target,
        codeHash: hashCode(input.purpose, input.target, code).toString('hex'),
        createdAt: new Date(now),
        expiresAt: new Date(expiresAt),
        ip: input.ip,
      });
    });
    return { code, expiresAt };
  }

  async verify(input: Target & { code: string }): Promise<void> {
    if (!input.code || input.code.trim() === '')
      throw new AppError(ErrorCodes.verificationCodeMissing, 'code required');
    const row = await otps.findNewestOpenOtp(this.db, input);
    if (!row) throw invalid();
    if (row.expires_at.getTime() <= this.now())
      throw new AppError(ErrorCodes.codeExpired, 'code expired, resend');

    // Each try is claimed in one statement before the comparison, so even parallel guesses get 5 tries in all.
    const claimed = await otps.claimOtpAttempt(this.db, row.id, OTP_MAX_TRIES);
    if (!claimed) throw invalid();

    const expected = Buffer.from(row.code_hash, 'hex');
    const given = hashCode(input.purpose, input.target, input.code.trim());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();

    // Guarded by consumed_at: of two concurrent right answers only one succeeds.
    const used = await otps.markOtpUsed(this.db, row.id, new Date(this.now()));
    if (!used) throw invalid();
  }

  private async checkLimits(trx: Db, input: Target & { ip: string }, now: number): Promise<void> {
    const { byTarget, byIp, byMerchant } = await otps.countRecentOtps(trx, input, new Date(now - HOUR_MS));
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
