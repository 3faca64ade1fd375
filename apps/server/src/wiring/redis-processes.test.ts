import { request as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import type { DbHandle } from '../db/create-db.js';
import { pushChannel } from '../modules/system/events.routes.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-members.js';
import { login } from '../test/identity-client.js';
import { redisServerAvailable, TestRedis } from '../test/redis-server.js';
import { operatorToken, TEST_OPERATOR } from '../test/test-app.js';
import { createTestDb } from '../test/test-db.js';

/**
 * Two server processes, as two apps on ONE database: with one Redis they share rate limits and
 * see each other's operator changes at once; without it (the control) each keeps its own cache.
 * The caches are kept 10 minutes here, so only the bus can explain a change seen at once.
 */
const available = redisServerAvailable();
if (!available) console.warn('redis-processes.test: redis-server is not installed here: skipped');

const LOGIN_LIMIT = 4;

async function twoApps(env: Record<string, string>): Promise<{ a: App; b: App; db: DbHandle }> {
  const db = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    WEB_SSR_DIR: '/nonexistent-web-ssr',
    MERCHANT_CACHE_MS: '600000',
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    // The admin acts with its password alone here (the second factor is tested in operator-two-factor.test.ts).
    OPERATOR_TWO_FACTOR: 'optional',
    ...env,
  });
  const a = await buildApp({ config, db: db.db });
  const b = await buildApp({ config, db: db.db });
  await a.services.operatorAuth.ensureFirstOperator(TEST_OPERATOR.username, TEST_OPERATOR.password);
  await Promise.all([a.ready(), b.ready()]);
  return { a, b, db };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Both processes' subscriptions are live: a probe published by each reaches the other. */
async function linked(a: App, b: App) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    let seen = false;
    const off = to.services.bus.subscribe('test:probe', () => (seen = true));
    await until(() => {
      from.services.bus.publish('test:probe', {});
      return seen;
    });
    off();
  }
}

const houseCard = async (app: App) =>
  (await app.inject({ url: routes.vendorLanes.path }))
    .json()
    .value.data.lanes.find((l: { title: string }) => l.title === 'RNG').cards[0];
const siteStatus = async (app: App) =>
  (await app.inject({ url: `${routes.systemStatus.path}?url=localhost` })).json().value.status as number;
const ops = async (app: App, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: { authorization: await operatorToken(app) }, payload });
const launchSlot = (app: App, token: string) =>
  app.inject({
    url: `${routes.launchAddress.path}?gameType=RNG&vassalage=HOUSE&gameCode=SLOT`,
    headers: { authorization: token },
  });
/** A login from a new address of an account seen elsewhere asks for a code: one account per address. */
const playerLogin = (app: App, ip: string, username: string = DEMO_ACCOUNTS.player) =>
  login(app, { username, password: DEMO_PASSWORD }, { ip });
const readyz = async (app: App) => {
  const res = await app.inject({ url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe.skipIf(!available)('two processes with one Redis (needs redis-server)', () => {
  let redis: TestRedis;
  let a: App;
  let b: App;
  let db: DbHandle;

  beforeAll(async () => {
    redis = await TestRedis.create();
    ({ a, b, db } = await twoApps({ REDIS_URL: redis.url }));
    await until(() => a.services.bus.health()!.ok && b.services.bus.health()!.ok);
    await linked(a, b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
    await redis?.kill();
  });

  it('an operator puts a vendor under maintenance on A: B refuses the next launch and shows it in its lobby at once', async () => {
    const token = (await playerLogin(b, '203.0.113.1')).json().value.token as string;
    expect((await launchSlot(b, token)).statusCode).toBe(200);
    expect(await houseCard(b)).toMatchObject({ vassalage: 'HOUSE', maintenance: false });

    expect((await ops(a, '/ops/games/vendor', { code: 'HOUSE', maintenance: true })).statusCode).toBe(200);
    expect((await launchSlot(b, token)).json().errorCode).toBe('game.maintenance');
    await until(async () => (await houseCard(b)).maintenance === true, 1_000);

    await ops(a, '/ops/games/vendor', { code: 'HOUSE', maintenance: false });
    await until(async () => (await houseCard(b)).maintenance === false, 1_000);
    expect((await launchSlot(b, token)).statusCode).toBe(200);
  });

  it("a merchant setting changed on B (site maintenance) is A's within a second", async () => {
    expect(await siteStatus(a)).toBe(0);
    await ops(b, '/ops/system/maintenance', { enabled: true, startTime: null, endTime: null });
    await until(async () => (await siteStatus(a)) === 1, 1_000);
    await ops(b, '/ops/system/maintenance', { enabled: false, startTime: null, endTime: null });
    await until(async () => (await siteStatus(a)) === 0, 1_000);
  });

  it('shares the login limit: N logins spread over both, the next on either is 429', async () => {
    const ip = '203.0.113.2';
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await playerLogin(i % 2 ? b : a, ip, DEMO_ACCOUNTS.agent)).statusCode).toBe(200);
    }
    expect((await playerLogin(a, ip, DEMO_ACCOUNTS.agent)).statusCode).toBe(429);
    expect((await playerLogin(b, ip, DEMO_ACCOUNTS.agent)).statusCode).toBe(429);
  });

  it('streams a message published on A to an SSE client of B', async () => {
    await b.listen({ port: 0, host: '127.0.0.1' });
    const { port } = b.server.address() as { port: number };
    const merchantId = (await a.services.merchants.resolve(undefined)).merchant.id;
    const received = await new Promise<string>((resolve, reject) => {
      const req = httpGet({ port, host: '127.0.0.1', path: '/wps/system/events?channel=notices' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('retry:') && !text.includes('data:'))
            a.services.bus.publish(pushChannel(merchantId, 'notices'), { title: 'Lottery at 9' });
          if (text.includes('\n\ndata:') && text.endsWith('\n\n')) {
            req.destroy();
            resolve(text);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(received).toContain('data: {"title":"Lottery at 9"}\n\n');
  });

  it('Redis down: both keep answering (no 5xx), /readyz warns, limits per process; back: shared again', async () => {
    await redis.kill();
    await until(() => !a.services.bus.health()!.ok && !b.services.bus.health()!.ok);
    for (const app of [a, b]) {
      expect(await readyz(app)).toMatchObject({ status: 200, body: { status: 'ready', redis: 'down' } });
      expect(await siteStatus(app)).toBe(0);
      expect((await app.inject({ url: routes.vendorLanes.path })).statusCode).toBe(200);
    }
    // B's lobby is cached (10 min); A's change reaches B only when Redis is back (resync).
    expect(await houseCard(b)).toMatchObject({ maintenance: false });
    expect((await ops(a, '/ops/games/vendor', { code: 'HOUSE', maintenance: true })).statusCode).toBe(200);
    expect(await houseCard(a)).toMatchObject({ maintenance: true });
    expect(await houseCard(b)).toMatchObject({ maintenance: false });

    // Each process counts on its own: the limit per process, as without Redis.
    const [ip, user] = ['203.0.113.3', DEMO_ACCOUNTS.downlines[0]];
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await playerLogin(a, ip, user)).statusCode).toBe(200);
    expect((await playerLogin(a, ip, user)).statusCode).toBe(429);
    expect((await playerLogin(b, ip, user)).statusCode).toBe(200);

    await redis.start();
    await until(() => a.services.bus.health()!.ok && b.services.bus.health()!.ok, 10_000);
    expect(await readyz(b)).toMatchObject({ status: 200, body: { status: 'ready', redis: 'up' } });
    // Messages missed while it was down: every process dropped its caches on reconnecting.
    await until(async () => (await houseCard(b)).maintenance === true, 1_000);
    await ops(a, '/ops/games/vendor', { code: 'HOUSE', maintenance: false });
  });
});

describe('two processes without Redis (the control: as before, each its own cache)', () => {
  let a: App;
  let b: App;
  let db: DbHandle;
  beforeAll(async () => {
    ({ a, b, db } = await twoApps({}));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  it("A's vendor change is seen by A at once and by B only after its cache; limits per process", async () => {
    expect(await houseCard(b)).toMatchObject({ maintenance: false });
    await ops(a, '/ops/games/vendor', { code: 'HOUSE', maintenance: true });
    expect(await houseCard(a)).toMatchObject({ maintenance: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await houseCard(b)).toMatchObject({ maintenance: false });
    expect(await readyz(a)).toEqual({ status: 200, body: { status: 'ready' } });

    const ip = '203.0.113.4';
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await playerLogin(a, ip)).statusCode).toBe(200);
    expect((await playerLogin(a, ip)).statusCode).toBe(429);
    expect((await playerLogin(b, ip)).statusCode).toBe(200);
  });
});
