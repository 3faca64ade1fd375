import { sql, type Kysely } from 'kysely';

/**
 * The money queues (issue 13 item 5): a withdrawal records when it was decided (paid or
 * rejected: a rejection had no time of its own), so "already handled by X" can say when; and
 * the pending withdrawals of a merchant are read oldest first, like the deposits' index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawals add column decided_at timestamptz`.execute(db);
  await sql`update withdrawals set decided_at = paid_at where paid_at is not null`.execute(db);
  await sql`
    create index withdrawals_pending on withdrawals (merchant_id, created_at) where status = 'PENDING'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index withdrawals_pending`.execute(db);
  await sql`alter table withdrawals drop column decided_at`.execute(db);
}
