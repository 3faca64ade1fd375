import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { generateTotpSecret, totpUri } from '../identity/totp.js';
import * as accounts from './operator-accounts.repo.js';
import type {
  OperatorAuthService,
  OperatorIdentity,
  PendingStep,
  SessionAnswer,
} from './operator-auth.service.js';
import { matchTotpStep, type TotpSecretBox } from './operator-totp.js';

/** Wrong codes in a row before the second factor locks, and for how long. */
export const TOTP_LOCK_AFTER = 5;
export const TOTP_LOCK_MINUTES = 15;

type Caller = { identity: OperatorIdentity; pending: PendingStep | null };
type From = { ip: string; userAgent: string | null };

/**
 * The second factor of operator sign-in: set an authenticator up and confirm it (enrol), or type
 * its code (verify). Success ends the pending session and opens a full one with a new token.
 */
export class OperatorTwoFactorService {
  constructor(
    private readonly d: { db: Db; auth: OperatorAuthService; box: TotpSecretBox; now?: () => number },
  ) {}

  private now() {
    return this.d.now?.() ?? Date.now();
  }

  private async operatorOf(caller: Caller) {
    const operator = await accounts.findOperatorById(this.d.db, caller.identity.operatorId);
    if (!operator) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator session expired');
    return operator;
  }

  private stepError(message: string): never {
    throw new AppError(ErrorCodes.operatorTwoFactorStep, message);
  }

  /** A new secret to enrol (a pending `enrol` session, or a full one of an operator not enrolled). */
  async setup(caller: Caller, issuer: string): Promise<{ secret: string; uri: string }> {
    if (caller.pending === 'verify') this.stepError('this sign-in asks for a code, not an enrolment');
    const operator = await this.operatorOf(caller);
    if (operator.totp_secret) this.stepError('an authenticator is set up already');
    const secret = generateTotpSecret();
    await accounts.setPendingSecret(this.d.db, operator.id, this.d.box.seal(secret));
    return { secret, uri: totpUri({ secret, account: operator.username, issuer }) };
  }

  /** Confirms the set-up secret with its code: enrolled, and a full session in place of this one. */
  async enrol(caller: Caller, code: string, from: From): Promise<SessionAnswer> {
    if (caller.pending === 'verify') this.stepError('this sign-in asks for a code, not an enrolment');
    const operator = await this.operatorOf(caller);
    const secret = this.d.box.open(operator.totp_pending_secret);
    if (operator.totp_secret || !secret) this.stepError('set the authenticator up first');
    await this.checkCode(operator, secret, code, from.ip);
    await accounts.bindSecret(this.d.db, operator.id, operator.totp_pending_secret!);
    await this.audit(operator.id, 'operator.two_factor.enrol', {}, from.ip);
    return this.upgrade(caller, operator, from);
  }

  /** The code of a pending sign-in: a full session. */
  async verify(caller: Caller, code: string, from: From): Promise<SessionAnswer> {
    if (caller.pending !== 'verify') this.stepError('this session does not wait for a code');
    const operator = await this.operatorOf(caller);
    const secret = this.d.box.open(operator.totp_secret);
    if (!secret) this.stepError('no authenticator is set up');
    await this.checkCode(operator, secret, code, from.ip);
    await this.audit(operator.id, 'operator.two_factor.verify', {}, from.ip);
    return this.upgrade(caller, operator, from);
  }

  private async upgrade(caller: Caller, operator: { id: number; role: string }, from: From) {
    await accounts.revokeSessions(this.d.db, operator.id, { id: caller.identity.sessionId });
    await accounts.markSignedIn(this.d.db, operator.id);
    return this.d.auth.openSession(operator, from, 'none');
  }

  /** Locked, wrong (counted) or already used: refused with its own code; else the step is spent. */
  private async checkCode(
    operator: { id: number; totp_locked_until: Date | null },
    secret: string,
    code: string,
    ip: string,
  ): Promise<void> {
    const now = this.now();
    if (operator.totp_locked_until && operator.totp_locked_until.getTime() > now)
      throw new AppError(ErrorCodes.operatorTwoFactorLocked, 'too many wrong codes: try again later');
    const step = matchTotpStep(secret, code, now);
    if (step === null) {
      await accounts.countTotpFailure(
        this.d.db,
        operator.id,
        TOTP_LOCK_AFTER,
        new Date(now + TOTP_LOCK_MINUTES * 60_000),
      );
      await this.audit(operator.id, 'operator.two_factor.failed', {}, ip);
      throw new AppError(ErrorCodes.operatorTwoFactorInvalid, 'wrong authenticator code');
    }
    if (!(await accounts.claimTotpStep(this.d.db, operator.id, step)))
      throw new AppError(ErrorCodes.operatorTwoFactorReplayed, 'this code was used already');
  }

  private audit(operatorId: number, action: string, detail: Record<string, unknown>, ip: string) {
    return writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(operatorId),
      merchantId: null,
      action,
      detail,
      ip,
    });
  }
}
