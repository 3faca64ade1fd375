import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  RETURN_DELAY_HOURS,
  WITHDRAWAL_CODE_MINUTES,
  type ExclusionView,
  type WithdrawalSessionResponse,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import type { SessionService } from '../identity/session.service.js';
import * as repo from './responsible-gaming.repo.js';
import { activeExclusion } from './responsible-gaming.service.js';

/** A withdrawal-only session lasts no longer than this: long enough to add a card and withdraw. */
export const WITHDRAWAL_SESSION_MINUTES = 30;

/**
 * A one-time code for the withdrawal-only page (issue 20, decision 0062), handed out by a login
 * refused for an exclusion once the secret was right. 256 random bits; only the hash is stored.
 */
export async function issueWithdrawalCode(
  db: Db,
  member: { memberId: bigint; merchantId: number },
  now: Date,
): Promise<string> {
  const code = newToken();
  await repo.insertWithdrawalCode(db, {
    codeHash: hashToken(code),
    merchantId: member.merchantId,
    memberId: member.memberId,
    expiresAt: new Date(now.getTime() + WITHDRAWAL_CODE_MINUTES * 60_000),
  });
  return code;
}

const invalidCode = () =>
  new AppError(ErrorCodes.rgWithdrawalCodeInvalid, 'this link is used, expired or unknown');

/**
 * An excluded player's way to their money: the code becomes a session on the 'withdrawal' site,
 * which may only see the balance, bring game wallets back and withdraw (withdrawal-site-calls.ts).
 * A code works once, for its merchant, before it expires and while the exclusion runs. Until then
 * it also lets a player whose self-exclusion has ended ask to return.
 */
export class WithdrawalAccess {
  constructor(private readonly d: { db: Db; sessions: SessionService; now?: () => Date }) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  /**
   * After a self-exclusion's end the account stays closed until its player asks to come back; they
   * may play `RETURN_DELAY_HOURS` later (issue 20). Answers the exclusion as the login will tell it.
   */
  async askReturn(code: string, merchantId: number): Promise<ExclusionView> {
    const { db } = this.d;
    const now = this.now();
    const found = await repo.findWithdrawalCode(db, hashToken(code), merchantId, now);
    if (!found) throw invalidCode();
    const returnAt = new Date(now.getTime() + RETURN_DELAY_HOURS * 3_600_000);
    if ((await repo.askReturn(db, found.member_id, now, returnAt)) === 0n)
      throw new AppError(ErrorCodes.rgReturnNotDue, 'no self-exclusion has ended yet');
    return (await activeExclusion(db, found.member_id, now))!;
  }

  async openSession(
    code: string,
    merchantId: number,
    ctx: { ip: string; device: string },
  ): Promise<WithdrawalSessionResponse> {
    const { db } = this.d;
    const now = this.now();
    const taken = await repo.takeWithdrawalCode(db, hashToken(code), merchantId, now);
    const exclusion = taken ? await activeExclusion(db, taken.member_id, now) : null;
    // Ended meanwhile: the player simply logs in again.
    if (!taken || !exclusion) throw invalidCode();
    const token = await this.d.sessions.open(taken.member_id, {
      ...ctx,
      method: 'withdrawal-code',
      site: 'withdrawal',
      maxMinutes: WITHDRAWAL_SESSION_MINUTES,
    });
    return {
      token,
      id: Number(taken.member_id),
      userName: await repo.findUsername(db, taken.member_id),
      exclusion,
    };
  }
}
