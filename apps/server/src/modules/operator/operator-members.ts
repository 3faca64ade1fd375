import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { hashPassword } from '../identity/password.js';
import { revokeAllSessions } from '../identity/session.repo.js';
import { setAgentOnlyByUsername, setPasswordByUsername } from '../identity/member.repo.js';
import type { Actor } from './operator-settings.service.js';

/**
 * The operator sets a member's password — typically the insecure default '{secret}', so the
 * player must choose a new one at the next login. Every session of the member ends.
 */
export async function setMemberPassword(
  db: Db,
  merchantId: number,
  input: { username: string; password: string },
  actor: Actor,
) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const member = await setPasswordByUsername(trx, merchantId, input.username.toLowerCase(), passwordHash);
    if (!member) throw new AppError(ErrorCodes.notFound, 'no such member');
    await revokeAllSessions(trx, member.id, 'password');
    await writeAudit(trx, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId,
      action: 'member.password.set',
      detail: { username: input.username.toLowerCase() },
      ip: actor.ip,
    });
  });
  return { updated: true } as const;
}

/** Marks a member agent-only (the member site refuses its logins with member_no_enter) or not. */
export async function setAgentOnly(
  db: Db,
  merchantId: number,
  input: { username: string; agentOnly: boolean },
  actor: Actor,
) {
  await db.transaction().execute(async (trx) => {
    const member = await setAgentOnlyByUsername(
      trx,
      merchantId,
      input.username.toLowerCase(),
      input.agentOnly,
    );
    if (!member) throw new AppError(ErrorCodes.notFound, 'no such member');
    // Its open member-site sessions end with the change.
    if (input.agentOnly) await revokeAllSessions(trx, member.id, 'disabled');
    await writeAudit(trx, {
      actorType: 'operator',
      actorId: String(actor.operatorId),
      merchantId,
      action: 'member.agent_only.set',
      detail: input,
      ip: actor.ip,
    });
  });
  return input;
}
