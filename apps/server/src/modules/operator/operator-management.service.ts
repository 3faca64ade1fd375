import { ErrorCodes } from '@bet/contracts/error-codes';
import type { OperatorRole } from '@bet/contracts/operator/operator-permissions';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import * as accounts from './operator-accounts.repo.js';
import { findOperatorByUsername } from './operator.repo.js';
import type { Actor } from './operator-settings.service.js';

type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByUsername>>>;

const summary = (o: OperatorRow) => ({
  username: o.username,
  role: o.role as OperatorRole,
  disabled: o.disabled,
  twoFactorEnrolled: o.totp_secret !== null,
  createdAt: o.created_at.getTime(),
  lastSignInAt: o.last_sign_in_at?.getTime() ?? null,
});

/**
 * Operators as an admin manages them: role, disabled, authenticator reset. Each change names a
 * reason (audited), ends the operator's sessions (the next sign-in applies the new state), and
 * an admin cannot lock themself out (disable or demote their own account).
 */
export class OperatorManagementService {
  constructor(private readonly db: Db) {}

  async list() {
    const rows = await accounts.listOperators(this.db);
    return rows.map((o) => ({
      username: o.username,
      role: o.role as OperatorRole,
      disabled: o.disabled,
      twoFactorEnrolled: o.enrolled,
      createdAt: o.created_at.getTime(),
      lastSignInAt: o.last_sign_in_at?.getTime() ?? null,
    }));
  }

  async setRole(body: { username: string; role: OperatorRole; reason: string }, actor: Actor) {
    const target = await this.target(body.username);
    if (target.id === actor.operatorId && body.role !== 'admin')
      throw new AppError(ErrorCodes.operatorSelfChange, 'an admin cannot demote their own account');
    if (target.role === body.role) return summary(target);
    await this.db.transaction().execute(async (trx) => {
      await accounts.setRole(trx, target.id, body.role);
      // The new role's rules (permissions, second factor) apply from the next sign-in.
      await accounts.revokeSessions(trx, target.id, 'all');
      await this.audit(trx, actor, 'operator.role.set', {
        username: target.username,
        from: target.role,
        to: body.role,
        reason: body.reason,
      });
    });
    return summary({ ...target, role: body.role });
  }

  async setDisabled(body: { username: string; disabled: boolean; reason: string }, actor: Actor) {
    const target = await this.target(body.username);
    if (target.id === actor.operatorId && body.disabled)
      throw new AppError(ErrorCodes.operatorSelfChange, 'an admin cannot disable their own account');
    if (target.disabled === body.disabled) return summary(target);
    await this.db.transaction().execute(async (trx) => {
      await accounts.setDisabled(trx, target.id, body.disabled);
      const ended = body.disabled ? await accounts.revokeSessions(trx, target.id, 'all') : 0;
      await this.audit(trx, actor, body.disabled ? 'operator.disable' : 'operator.enable', {
        username: target.username,
        reason: body.reason,
        ...(body.disabled ? { sessionsEnded: ended } : {}),
      });
    });
    return summary({ ...target, disabled: body.disabled });
  }

  /** Forgets the operator's authenticator: they enrol again at their next sign-in. */
  async resetTwoFactor(body: { username: string; reason: string }, actor: Actor) {
    const target = await this.target(body.username);
    if (target.id === actor.operatorId)
      throw new AppError(ErrorCodes.operatorSelfChange, 'another admin resets your authenticator');
    await this.db.transaction().execute(async (trx) => {
      await accounts.clearTwoFactor(trx, target.id);
      const ended = await accounts.revokeSessions(trx, target.id, 'all');
      await this.audit(trx, actor, 'operator.two_factor.reset', {
        username: target.username,
        reason: body.reason,
        sessionsEnded: ended,
      });
    });
    return summary({ ...target, totp_secret: null });
  }

  private async target(username: string): Promise<OperatorRow> {
    const operator = await findOperatorByUsername(this.db, username);
    if (!operator) throw new AppError(ErrorCodes.notFound, 'no such operator');
    return operator;
  }

  private audit(db: Db, actor: Actor, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId: null,
      action,
      detail,
      ip: actor.ip,
    });
  }
}
