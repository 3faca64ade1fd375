import { ErrorCodes } from '@bet/contracts/error-codes';
import type { OutboxEntry } from '@bet/contracts/operator/operator';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { markSignedIn } from './operator-accounts.repo.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import { setAgentOnly, setMemberPassword } from './operator-members.js';
import type { Actor } from './operator-settings.service.js';
import { listMailOutbox, listSmsOutbox } from './outbox.repo.js';

/** The operator console's own actions: sign-in and operator accounts (audited), members, outboxes. */
export class OperatorAdminService {
  constructor(private readonly d: { db: Db; auth: OperatorAuthService }) {}

  /** Password step of sign-in (audited with the step that follows); a full session counts as signed in. */
  async login(username: string, password: string, from: { ip: string; userAgent: string | null }) {
    const session = await this.d.auth.login(username, password, from.ip, from.userAgent);
    if (session.twoFactor === 'none') await markSignedIn(this.d.db, session.operatorId);
    await writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(session.operatorId),
      merchantId: null,
      action: 'operator.login',
      detail: { twoFactor: session.twoFactor },
      ip: from.ip,
    });
    return {
      token: session.token,
      role: session.role,
      idleMinutes: session.idleMinutes,
      twoFactor: session.twoFactor,
    };
  }

  /** Another operator account (the route checks that an admin asks). */
  async createOperator<Role extends string>(
    body: { username: string; password: string; role: Role },
    actor: Actor,
  ): Promise<{ username: string; role: Role }> {
    if (!(await this.d.auth.createOperator(body.username, body.password, body.role)))
      throw new AppError(ErrorCodes.conflict, 'this operator name is taken');
    await writeAudit(this.d.db, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId: null,
      action: 'operator.create',
      detail: { username: body.username, role: body.role },
      ip: actor.ip,
    });
    return { username: body.username, role: body.role };
  }

  setAgentOnly(merchantId: number, input: { username: string; agentOnly: boolean }, actor: Actor) {
    return setAgentOnly(this.d.db, merchantId, input, actor);
  }

  setMemberPassword(merchantId: number, input: { username: string; password: string }, actor: Actor) {
    return setMemberPassword(this.d.db, merchantId, input, actor);
  }

  smsOutbox(merchantId: number, filter: { to?: string; limit: number }): Promise<OutboxEntry[]> {
    return listSmsOutbox(this.d.db, merchantId, filter);
  }

  mailOutbox(merchantId: number, filter: { to?: string; limit: number }): Promise<OutboxEntry[]> {
    return listMailOutbox(this.d.db, merchantId, filter);
  }
}
