import { sql, type Kysely } from 'kysely';

/**
 * Agent-only accounts: an affiliate who runs a team but does not play. Such an account cannot
 * log into the member site (`member_no_enter`); the operator sets the flag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column agent_only boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column agent_only`.execute(db);
}
