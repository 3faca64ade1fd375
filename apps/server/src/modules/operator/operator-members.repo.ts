import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';

/** Sets a member's password by name and clears its lock-out; undefined when there is no such member. */
export const setMemberPasswordByUsername = (
  db: Db,
  merchantId: number,
  username: string,
  passwordHash: string,
) =>
  db
    .updateTable('members')
    .set({
      password_hash: passwordHash,
      password_changed_at: sql`now()`,
      failed_logins: 0,
      locked_until: null,
    })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .returning('id')
    .executeTakeFirst();

/** Sets the agent-only flag of a member that is not a trial account; undefined when none matched. */
export const setAgentOnlyByUsername = (db: Db, merchantId: number, username: string, agentOnly: boolean) =>
  db
    .updateTable('members')
    .set({ agent_only: agentOnly })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .where('type', '<>', 4)
    .returning('id')
    .executeTakeFirst();
