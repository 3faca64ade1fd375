import { sql } from 'kysely';
import type { Db, DbHandle } from './create-db.js';

/** Any fixed number: the lock every server process takes around migrations and the demo seed. */
const STARTUP_LOCK = 727_001;

/**
 * Runs `work` (migrations, first-start seeding) while holding a PostgreSQL advisory lock on one
 * connection, so processes starting together against one database take turns: the first migrates
 * and seeds, the others find it done. The lock is the session's and ends with the connection even
 * if the process dies holding it. On PGlite one process owns the data directory, so there is no
 * one to take turns with and `work` runs on the database itself (pinning PGlite's only connection
 * would also block any service `work` calls).
 */
export async function withStartupLock<T>(handle: DbHandle, work: (db: Db) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work(handle.db);
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
