import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_POOL_SIZE, openPglite, openPostgres, type DbHandle } from '../db/create-db.js';

/**
 * A bench's database: PostgreSQL at `url` with the server's own pool size (BENCH_POOL, the
 * server's default: the bench's clients share it, as requests do), else embedded PGlite in a temp folder.
 */
export async function openBenchDb(
  url: string | undefined,
  name: string,
): Promise<{ handle: DbHandle; cleanup: () => void }> {
  if (url)
    return {
      handle: openPostgres(url, Number(process.env.BENCH_POOL ?? DEFAULT_POOL_SIZE)),
      cleanup: () => undefined,
    };
  const dir = mkdtempSync(path.join(tmpdir(), `bet-${name}-`));
  return {
    handle: await openPglite(path.join(dir, 'pglite')),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
