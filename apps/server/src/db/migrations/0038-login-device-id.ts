import { sql, type Kysely } from 'kysely';

/**
 * The browser's own id on each login (the web keeps a random one per browser and sends it as
 * `Device-Id`): two accounts logged in from one browser are likely one person, a signal the
 * promotions' abuse check reads (decision 0047). Indexed for the lookup from one account's devices
 * to the other accounts that used them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table login_history add column device_id text;
    create index login_history_device_idx on login_history (device_id, member_id) where device_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index login_history_device_idx;
    alter table login_history drop column device_id;
  `.execute(db);
}
