import { defineConfig } from 'vitest/config';

// The server suite runs on embedded PGlite always and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so every query is proven on both.
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      'apps/backoffice',
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
