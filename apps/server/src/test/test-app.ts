import { buildApp, type App, type AppDeps } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/create-db.js';
import { createTestDb } from './test-db.js';

export interface TestContext {
  app: App;
  db: Db;
  close(): Promise<void>;
}

export const TEST_OPERATOR = { username: 'ops-admin', password: 'correct horse battery staple' };

/** The real app on a fresh database, with the merchant cache off so every change shows at once. */
export async function createTestApp(
  env: Record<string, string> = {},
  seams: Pick<AppDeps, 'captchaText' | 'vendors' | 'logStream'> = {},
): Promise<TestContext> {
  const handle = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    WEB_SSR_DIR: '/nonexistent-web-ssr',
    MERCHANT_CACHE_MS: '0',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // Tests sign operators in with username and password; 'required' (the default) is proven in
    // operator-two-factor.test.ts, which passes OPERATOR_TWO_FACTOR: 'required'.
    OPERATOR_TWO_FACTOR: 'optional',
    ...env,
  });
  const app = await buildApp({ config, db: handle.db, ...seams });
  await app.services.operatorAuth.ensureFirstOperator(TEST_OPERATOR.username, TEST_OPERATOR.password);
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Logs the test operator in and returns the `Authorization` header value. */
export async function operatorToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/ops/session/login', payload: TEST_OPERATOR });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return res.json().value.token as string;
}

/** Creates an operator with `role` through the admin and returns its `Authorization` header value. */
export async function operatorTokenWithRole(
  app: App,
  adminToken: string,
  role: 'admin' | 'finance' | 'support',
  username = `${role}-operator`,
): Promise<string> {
  const password = 'a long operator password';
  await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: adminToken },
    payload: { username, password, role },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/ops/session/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return res.json().value.token as string;
}
