import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../db/create-db.js';
import { forgetAccountIds } from '../modules/ledger/ledger-post.repo.js';
import { inject } from 'vitest';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or, in the
 * `server-postgres` project, a new database on the server of TEST_DATABASE_URL that is
 * dropped afterwards. Both are copies of the run's template (db-template.setup.ts). Nothing is
 * shared between files (PostgreSQL's still take turns: vitest.config.ts).
 */
export async function createTestDb(): Promise<DbHandle> {
  // The ledger keeps account ids in memory, as a process has one database; test files share a
  // worker's modules (vitest.config.ts), and the ids of the previous file's database would be stale.
  forgetAccountIds();
  return process.env.TEST_DB === 'postgres'
    ? createPostgresDb()
    : openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
}

async function createPostgresDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
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
