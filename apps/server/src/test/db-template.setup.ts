import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_OPTIONS, pgliteDb, type Db } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../seed/seed-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding `dumpDataDir()` of a migrated, seeded PGlite (server-pglite). */
    pgliteTemplate: string;
    /** A migrated, seeded database to copy with `create database … template` (server-postgres). */
    postgresTemplate: string;
  }
}

async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db, { merchantCode: 'DEMO' });
}

/**
 * Migrates and seeds one database per run, which each test file then copies (see test-db.ts):
 * an empty PGlite takes ~3 s to create (it runs initdb) and migrating and seeding ~1.5 s more,
 * while loading a copy takes ~1 s, and each test file needs at least one fresh database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.name === 'server-postgres' ? postgresTemplate(project) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const client = await PGlite.create(PGLITE_OPTIONS);
  await migrateAndSeed(pgliteDb(client));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bet-test-db-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 1);
  await migrateAndSeed(handle.db);
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
