import type { z } from 'zod';
import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  lockPlayerRequest,
  passwordResetRequest,
  playerReasonRequest,
} from '@bet/contracts/operator/operator-players';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { findByUsername } from '../identity/member.repo.js';
import type { PasswordResetService } from '../identity/password-reset.service.js';
import { revokeAllSessions } from '../identity/session.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { setDisabled } from './player-detail.repo.js';

type Audited = { username: string; reason: string } & Record<string, unknown>;

/**
 * What an operator does to a player that is not money: lock or unlock, end sessions, send a
 * password-reset link. Each change and its audit row are one transaction; the reason is kept.
 */
export class PlayerActionsService {
  constructor(private readonly d: { db: Db; reset: PasswordResetService }) {}

  /** A locked player cannot log in, and every open session ends with the lock. */
  lock(merchantId: number, body: z.output<typeof lockPlayerRequest>, actor: Actor) {
    return this.d.db.transaction().execute(async (trx) => {
      const member = await setDisabled(trx, merchantId, body.username, body.locked);
      if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
      const ended = body.locked ? await revokeAllSessions(trx, member.id, 'disabled') : [];
      const sessionsEnded = Number(ended[0]?.numUpdatedRows ?? 0);
      await audit(trx, merchantId, actor, body.locked ? 'member.lock' : 'member.unlock', {
        username: body.username.toLowerCase(),
        reason: body.reason,
        sessionsEnded,
      });
      return { username: body.username.toLowerCase(), sessionsEnded };
    });
  }

  endSessions(merchantId: number, body: z.output<typeof playerReasonRequest>, actor: Actor) {
    return this.d.db.transaction().execute(async (trx) => {
      const member = await findByUsername(trx, merchantId, body.username);
      if (!member) throw new AppError(ErrorCodes.notFound, 'no such player');
      const [ended] = await revokeAllSessions(trx, member.id, 'operator');
      const sessionsEnded = Number(ended?.numUpdatedRows ?? 0);
      await audit(trx, merchantId, actor, 'member.sessions.end', {
        username: member.username,
        reason: body.reason,
        sessionsEnded,
      });
      return { username: member.username, sessionsEnded };
    });
  }

  /** Sends the single-use reset link the player would get from "forgot password". */
  async sendPasswordReset(merchantId: number, body: z.output<typeof passwordResetRequest>, actor: Actor) {
    const member = await findByUsername(this.d.db, merchantId, body.username);
    if (!member || member.type === AccountType.trial)
      throw new AppError(ErrorCodes.notFound, 'no such player');
    if (!(await this.d.reset.sendLinkFor(member, body.channel, actor.ip)))
      throw new AppError(ErrorCodes.playerContactMissing, `the player has no ${body.channel} contact`);
    await audit(this.d.db, merchantId, actor, 'member.password.reset_link', {
      username: member.username,
      reason: body.reason,
      channel: body.channel,
    });
    return { username: member.username, sessionsEnded: 0 };
  }
}

const audit = (db: Db, merchantId: number, actor: Actor, action: string, detail: Audited) =>
  writeAudit(db, {
    actorType: 'operator',
    actorId: String(actor.operatorId),
    merchantId,
    action,
    detail,
    ip: actor.ip,
  });
