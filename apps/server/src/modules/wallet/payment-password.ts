import { sql } from 'kysely';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { verifyPassword } from '../identity/password.js';

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
    const member = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member?.payment_password_hash)
      throw new AppError(ErrorCodes.paymentPasswordNotSet, 'set a payment password first');
    const guard = await this.db
      .selectFrom('payment_password_guards')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const lockedFor = guard?.locked_until ? guard.locked_until.getTime() - Date.now() : 0;
    if (lockedFor > 0) {
      throw new AppError(ErrorCodes.paymentPasswordLocked, 'too many wrong payment passwords, retry later', {
        retryAfterSeconds: Math.ceil(lockedFor / 1000),
      });
    }
    if (password !== undefined && (await verifyPassword(member.payment_password_hash, password))) {
      if (guard && guard.failures > 0) {
        await this.db
          .updateTable('payment_password_guards')
          .set({ failures: 0, locked_until: null })
          .where('member_id', '=', memberId)
          .execute();
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
    await this.db
      .insertInto('payment_password_guards')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const row = await this.db
      .updateTable('payment_password_guards')
      .set({
        failures: sql`failures + 1`,
        locked_until: sql`case when failures + 1 >= ${this.lockAfter}
          then now() + least(interval '1 hour', interval '1 minute' * power(2, failures + 1 - ${this.lockAfter}))
          else locked_until end`,
      })
      .where('member_id', '=', memberId)
      .returning('failures')
      .executeTakeFirstOrThrow();
    return row.failures;
  }
}
