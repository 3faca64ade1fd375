import { loadConfig } from './config.js';
import { openDatabase } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { checkLedger } from './modules/ledger/ledger-check.repo.js';

/**
 * `npm run ledger:check`: verifies every ledger invariant on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first, PGlite has one user)
 * and exits non-zero on any break.
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  const breaks = await checkLedger(handle.db);
  const counts = await handle.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<string>().as('transfers'))
    .executeTakeFirstOrThrow();
  if (breaks.length === 0) {
    console.log(`ledger ok: ${counts.transfers} transfers, every invariant holds`);
  } else {
    for (const b of breaks) console.error(`BROKEN ${b.invariant}: ${b.detail}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
