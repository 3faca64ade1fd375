import { sql, type Kysely } from 'kysely';

/**
 * Switches of the whole platform, not of one merchant (the API documentation at /docs, issue 12,
 * decision 0022): one row per setting, its value as JSON. A setting without a row has its default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table platform_settings (
      name text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table platform_settings`.execute(db);
}
