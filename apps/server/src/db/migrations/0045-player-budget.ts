import { sql, type Kysely } from 'kysely';

/**
 * The most one player may be paid by a promotion over all its periods (issue 17's "per-player and
 * total budgets"); null = no limit. Checked under the promotion's row lock with the total budget.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table promotions add column player_budget bigint check (player_budget > 0);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotions drop column player_budget;`.execute(db);
}
