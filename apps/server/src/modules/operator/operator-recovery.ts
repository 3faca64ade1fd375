import type { Db } from '../../db/create-db.js';
import { writeAudit } from '../audit/audit.repo.js';
import { clearTwoFactor, revokeSessions } from './operator-accounts.repo.js';
import { findOperatorByUsername } from './operator.repo.js';

/**
 * The way back for an operator who lost their authenticator when no other admin can reset it
 * (the console refuses an admin resetting themself): run on the server by whoever runs it, not
 * over HTTP. Forgets the authenticator, ends the operator's sessions and writes the audit log as
 * the system. Answers false when there is no such operator.
 */
export async function recoverOperatorTwoFactor(db: Db, username: string): Promise<boolean> {
  const operator = await findOperatorByUsername(db, username.trim().toLowerCase());
  if (!operator) return false;
  await db.transaction().execute(async (trx) => {
    await clearTwoFactor(trx, operator.id);
    const ended = await revokeSessions(trx, operator.id, 'all');
    await writeAudit(trx, {
      actorType: 'system',
      actorId: 'cli:ops:reset-two-factor',
      merchantId: null,
      action: 'operator.two_factor.reset',
      detail: {
        username: operator.username,
        reason: 'reset on the server (lost authenticator)',
        sessionsEnded: ended,
      },
      ip: '127.0.0.1',
    });
  });
  return true;
}
