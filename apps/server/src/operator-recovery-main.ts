import { loadConfig } from './config.js';
import { openDatabase } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { recoverOperatorTwoFactor } from './modules/operator/operator-recovery.js';

/**
 * `npm run ops:reset-two-factor -- <username>`: forgets an operator's authenticator on the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first,
 * PGlite has one user); they enrol again at their next sign-in.
 */
const username = process.argv[2];
if (!username) {
  console.error('usage: npm run ops:reset-two-factor -- <operator username>');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  if (await recoverOperatorTwoFactor(handle.db, username)) {
    console.log(
      `${username}: authenticator forgotten, sessions ended; they set one up at their next sign-in`,
    );
  } else {
    console.error(`no operator named ${username}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
