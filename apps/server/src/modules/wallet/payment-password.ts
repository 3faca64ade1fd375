import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { verifyPassword } from '../identity/password.js';
import * as repo from './payment-password.repo.js';

/**
 * Checks a member's payment password before money leaves or a payout account changes. Wrong
 * passwords are counted in the database (so the count holds across processes) and, like login,
 * lock it after `lockAfter` failures in a row: 1 minute, doubling up to 1 hour. Only the payment
 * password locks; the member can still log in and play.
 */
export class PaymentPasswordCheck {
  constructor(
    private readonly db: Db,
    private readonly lockAfter: number,
  ) {}

  async verify(memberId: bigint, password: string | undefined): Promise<void> {
    const member = await repo.findPaymentPasswordHash(this.db, memberId);
    if (!member?.payment_password_hash)
      throw new AppError(ErrorCodes.paymentPasswordNotSet, 'set a payment password first');
    const guard = await repo.findGuard(this.db, memberId);
    const lockedFor = guard?.locked_until ? guard.locked_until.getTime() - Date.now() : 0;
    if (lockedFor > 0) {
      throw new AppError(ErrorCodes.paymentPasswordLocked, 'too many wrong payment passwords, retry later', {
        retryAfterSeconds: Math.ceil(lockedFor / 1000),
      });
    }
    if (password !== undefined && (await verifyPassword(member.payment_password_hash, password))) {
      if (guard && guard.failures > 0) {
        await repo.clearGuard(this.db, memberId);
      }
      return;
    }
    const failures = await this.recordFailure(memberId);
    throw new AppError(ErrorCodes.paymentPasswordWrong, 'payment password is wrong', {
      fields: [{ path: 'paymentPassword', code: 'wrong' }],
      remainingTries: Math.max(0, this.lockAfter - failures),
    });
  }

  private async recordFailure(memberId: bigint): Promise<number> {
    await repo.ensureGuard(this.db, memberId);
    return repo.countFailure(this.db, memberId, this.lockAfter);
  }
}
