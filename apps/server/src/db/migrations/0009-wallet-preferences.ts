import { sql, type Kysely } from 'kysely';

/**
 * The member's wallet preference (issue 11, auto-transfer): launching a game of a transfer-wallet
 * vendor moves money into its wallet unless `auto_transfer` is off; `auto_transfer_amount` (minor
 * units) is moved each time, or the whole main balance when null. No row = the defaults (on,
 * whole balance), so existing members need no backfill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_preferences (
      member_id bigint primary key references members(id),
      merchant_id int not null references merchants(id),
      auto_transfer boolean not null default true,
      auto_transfer_amount bigint check (auto_transfer_amount is null or auto_transfer_amount > 0),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wallet_preferences`.execute(db);
}
