import { sql, type Kysely } from 'kysely';

/**
 * The house games' bet feed in commit order (decision 0010, "Bet feed"). The feed read rounds by id
 * after a cursor, but ids are taken when a spin starts and rows become visible when it commits: a
 * round with a lower id that committed after a higher one had been read was skipped for good (seen
 * on PostgreSQL under the cluster test's load). Each round now carries the id of the transaction that
 * wrote it, and the feed answers, in (xid, id) order, only rounds whose transaction is older than
 * every transaction still running — all of those have committed or are gone, so nothing can appear
 * behind the cursor later. Rounds written before this migration get xid 0: they come first, by id,
 * so a cursor kept as a bare id goes on where it stopped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table house_game_rounds add column xid xid8 not null default '0';
    alter table house_game_rounds alter column xid set default pg_current_xact_id();
    create index house_game_rounds_feed on house_game_rounds (merchant_id, xid, id) where not demo;
    drop index house_game_rounds_cursor;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index house_game_rounds_cursor on house_game_rounds (merchant_id, id);
    drop index house_game_rounds_feed;
    alter table house_game_rounds drop column xid;
  `.execute(db);
}
