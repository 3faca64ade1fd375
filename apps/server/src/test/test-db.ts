import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../seed/seed-demo.js';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or, in the
 * `server-postgres` project, a new database on the server of TEST_DATABASE_URL that is
 * dropped afterwards. Nothing is shared between files, so they can run in parallel.
 */
export async function createTestDb(): Promise<DbHandle> {
  const handle = process.env.TEST_DB === 'postgres' ? await createPostgresDb() : await openPglite();
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { merchantCode: 'DEMO' });
  return handle;
}

async function createPostgresDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropWhenDisconnected(adminUrl, name);
    },
  };
}

/**
 * The pool's `end()` resolves before its sockets have closed. `drop ... with (force)` would kill
 * those backends mid-goodbye and the client, already detached from the pool, would throw an
 * uncaught "terminating connection" error; so wait for them to leave instead.
 */
async function dropWhenDisconnected(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await cleanup.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await cleanup.end();
  }
}
