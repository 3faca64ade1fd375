import { sql, type Kysely } from 'kysely';

/**
 * The lite app's colours and the join-us page of each merchant (issue 14 items 6 and 7): one row
 * per merchant and page, its setting as JSON (the contract's schema checks it on the way in). A
 * merchant without a row has the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_app_settings (
      merchant_id int not null references merchants(id) on delete cascade,
      name text not null check (name in ('liteApp', 'join')),
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (merchant_id, name)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table site_app_settings`.execute(db);
}
