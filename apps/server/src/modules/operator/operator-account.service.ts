import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import * as accounts from './operator-accounts.repo.js';
import type { OperatorAuthService, OperatorIdentity } from './operator-auth.service.js';

/** The signed-in operator's own account: two-factor status and their sessions. */
export class OperatorAccountService {
  constructor(private readonly d: { db: Db; auth: OperatorAuthService }) {}

  async account(identity: OperatorIdentity) {
    const operator = await accounts.findOperatorById(this.d.db, identity.operatorId);
    if (!operator) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator session expired');
    return {
      username: operator.username,
      role: operator.role,
      twoFactorEnrolled: operator.totp_secret !== null,
      twoFactorRequired: this.d.auth.twoFactorRequiredFor(operator.role),
      idleMinutes: this.d.auth.idleMinutes,
    };
  }

  async sessions(identity: OperatorIdentity) {
    const idleSince = new Date(Date.now() - this.d.auth.idleMinutes * 60_000);
    const rows = await accounts.listLiveSessions(this.d.db, identity.operatorId, idleSince);
    return rows.map((s) => ({
      id: Number(s.id),
      createdAt: s.created_at.getTime(),
      lastSeenAt: s.last_seen_at.getTime(),
      expiresAt: s.expires_at.getTime(),
      ip: s.ip,
      userAgent: s.user_agent,
      current: s.token_hash === identity.tokenHash,
    }));
  }

  /** Ends one of the operator's own sessions (audited); not.found when it is not theirs or over. */
  async endSession(identity: OperatorIdentity, id: number, ip: string): Promise<true> {
    const ended = await accounts.revokeSessions(this.d.db, identity.operatorId, { id: BigInt(id) });
    if (ended === 0) throw new AppError(ErrorCodes.notFound, 'no such session of yours');
    await this.audit(identity, 'operator.session.end', { sessionId: id }, ip);
    return true;
  }

  /** Ends every other session of the operator (audited): the one asking stays. */
  async endOtherSessions(identity: OperatorIdentity, ip: string): Promise<{ ended: number }> {
    const ended = await accounts.revokeSessions(this.d.db, identity.operatorId, {
      exceptTokenHash: identity.tokenHash,
    });
    await this.audit(identity, 'operator.session.end_others', { ended }, ip);
    return { ended };
  }

  private audit(identity: OperatorIdentity, action: string, detail: Record<string, unknown>, ip: string) {
    return writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(identity.operatorId),
      merchantId: null,
      action,
      detail,
      ip,
    });
  }
}
