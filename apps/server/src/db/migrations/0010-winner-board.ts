import { sql, type Kysely } from 'kysely';

/**
 * The winner board (issue 11) reads a merchant's recent winning bets on every home page (cached
 * a few seconds): a partial index holds just those, by merchant and settle time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index bets_wins on bets (merchant_id, settled_at desc)
      where status = 'SETTLED' and payout > stake
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bets_wins`.execute(db);
}
