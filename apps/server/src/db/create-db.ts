import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Statements that start with this comment are prepared once per connection (hot paths only). */
export const PREPARED = '/* prepared */';

/**
 * A node-postgres client that runs `PREPARED`-marked statements as named prepared statements:
 * PostgreSQL parses and plans them once per connection instead of on every call.
 */
class PreparingClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config === 'string' && config.startsWith(PREPARED) && typeof callback !== 'function') {
      const name = `p_${createHash('sha1').update(config).digest('hex').slice(0, 16)}`;
      return super.query({ name, text: config, values: values as unknown[] }) as never;
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

/**
 * Connections per process (`DATABASE_POOL_SIZE`): a commit holds its connection while the disk
 * flushes, and the commits waiting together share one flush, so the pool bounds commits per flush
 * (decision 0041: lottery slips on one disk, ~1,400/s at 10 under load, 2,124/s at 20 idle).
 */
export const DEFAULT_POOL_SIZE = 20;

/** Real PostgreSQL through node-postgres. int8 comes back as bigint, as on PGlite. */
export function openPostgres(connectionString: string, poolSize = DEFAULT_POOL_SIZE): DbHandle {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server (restart, failover) must not crash the process; the
  // pool drops it and the next query opens a new one.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 50, msg: 'idle database client failed', err: error.message })),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Embedded PGlite; `dataDir` undefined = in memory (tests). `loadDataDir` starts it from a
 * `dumpDataDir()` copy instead of an empty cluster (tests: one migrated, seeded template).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = pgliteDb(await PGlite.create(dataDir, { ...PGLITE_OPTIONS, loadDataDir }));
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** int8 comes back as bigint, as on PostgreSQL. */
export const PGLITE_OPTIONS = { parsers: { [INT8_OID]: parseInt8 } };

export const pgliteDb = (client: PGlite): Db => new Kysely<Database>({ dialect: new PGliteDialect(client) });

export function openDatabase(opts: {
  databaseUrl?: string;
  poolSize?: number;
  dataDir: string;
}): Promise<DbHandle> {
  return opts.databaseUrl
    ? Promise.resolve(openPostgres(opts.databaseUrl, opts.poolSize))
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
