import { sql, type Kysely } from 'kysely';

/**
 * Who a notice is for (issue 15 item 2, the agent centre's announcement): players (every notice
 * written before, and the default), agents, or everyone. The site's notice calls read players +
 * all; the agent centre's `GET /wps/agent/notices` reads agents + all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notices
      add column audience text not null default 'players'
      check (audience in ('players', 'agents', 'all'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notices drop column audience`.execute(db);
}
