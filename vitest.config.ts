import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const SERVER_ROOT = 'apps/server';
const SERVER_TESTS = ['src/**/*.test.ts'];

/** Server test files, split by whether they open a database (directly, or through the test app or role matrix). */
function serverTestFiles() {
  const files = fs
    .readdirSync(path.join(SERVER_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file}`);
  const opensDatabase = (file: string) =>
    /test\/(test-db|test-app|role-matrix)\.js'/.test(fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8'));
  return { database: files.filter(opensDatabase), noDatabase: files.filter((file) => !opensDatabase(file)) };
}

// The server suite runs on embedded PGlite always and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so every query is proven on both. The PostgreSQL pass
// repeats only the files that open a database: the others run no SQL and would prove nothing new.
// SERVER_TESTS=no-database keeps only the others (.ci/run's pass on production's Node, beside a
// boot of the built site).
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: SERVER_ROOT,
    include:
      db === 'postgres'
        ? serverTestFiles().database
        : process.env.SERVER_TESTS === 'no-database'
          ? serverTestFiles().noDatabase
          : SERVER_TESTS,
    environment: 'node',
    env: { TEST_DB: db },
    // Each server test file builds its own app and database, and none mocks a module: on PGlite,
    // sharing the module graph within a worker halves the suite's time (most of it was importing the
    // app anew). The PostgreSQL files stay isolated: shared, one CI run failed the ledger's group
    // commit test there (decision 0064). They take turns, after the rest: the bet feeds read the
    // cluster-wide snapshot, which another file's database on the same server holds back.
    ...(db === 'pglite' ? { isolate: false } : { maxWorkers: 1, sequence: { groupOrder: 1 } }),
    globalSetup: ['src/test/db-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, half of CI's two.
    maxWorkers: '100%',
    projects: [
      'packages/contracts',
      'apps/web',
      'apps/backoffice',
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
