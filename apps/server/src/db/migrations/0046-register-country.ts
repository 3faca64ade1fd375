import { sql, type Kysely } from 'kysely';

/**
 * The country a member signed up from (the geo IP of the sign-up request, as the region check
 * reads it; null when unknown, and for members from before): what a promotion's country list
 * checks (issue 17). Kept once: a travelling player stays a player of the country they joined in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table members add column register_country text check (register_country ~ '^[A-Z]{2}$');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column register_country;`.execute(db);
}
