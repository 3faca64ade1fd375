import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisServerAvailable, TestRedis } from '../../test/redis-server.js';
import { createSharedState, type SharedState } from './create-bus.js';

const available = redisServerAvailable();
if (!available)
  console.warn('redis-bus.test: redis-server is not installed here: the Redis tests are skipped');

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

type Store = {
  incr(key: string, cb: (e: Error | null, r?: { current: number }) => void, windowMs: number): void;
  child(o: object): Store;
};
const incr = (store: Store, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000),
  );

/** Two "processes" on one Redis: each its own connections, bus and rate-limit store. */
describe.skipIf(!available)('the Redis bus and rate-limit store (needs redis-server)', () => {
  let redis: TestRedis;
  const log = { info: vi.fn(), warn: vi.fn() };
  let a: SharedState;
  let b: SharedState;
  let storeA: Store;
  let storeB: Store;
  const route = { routeInfo: { method: 'POST', url: '/wps/session/login' } };

  beforeAll(async () => {
    redis = await TestRedis.create();
    a = createSharedState(redis.url, log);
    b = createSharedState(redis.url, log);
    const Store = (s: SharedState) => new (s.rateLimit.store as unknown as new () => Store)().child(route);
    storeA = Store(a);
    storeB = Store(b);
    await until(() => a.bus.health()!.ok && b.bus.health()!.ok);
  });
  afterAll(async () => {
    await a?.bus.close();
    await b?.bus.close();
    await redis?.kill();
  });

  it('delivers a message to every process once, to the publisher at once', async () => {
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    a.bus.subscribe('t1', (m) => gotA.push(m));
    const offB = b.bus.subscribe('t1', (m) => gotB.push(m));
    // B's SUBSCRIBE may still be on its way: publish until the first message arrives.
    await until(() => {
      if (gotB.length === 0) a.bus.publish('t1', { probe: true });
      return gotB.length > 0;
    });
    gotA.length = 0;
    gotB.length = 0;
    a.bus.publish('t1', { n: 1 });
    expect(gotA).toEqual([{ n: 1 }]);
    await until(() => gotB.length === 1);
    b.bus.publish('t1', { n: 2 });
    await until(() => gotA.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gotA).toEqual([{ n: 1 }, { n: 2 }]);
    expect(gotB).toEqual([{ n: 1 }, { n: 2 }]);
    offB();
  });

  it('counts rate limits in Redis, shared by both, per route', async () => {
    expect(await incr(storeA, '192.0.2.1')).toBe(1);
    expect(await incr(storeB, '192.0.2.1')).toBe(2);
    expect(await incr(storeA, '192.0.2.1')).toBe(3);
    const other = new (a.rateLimit.store as unknown as new () => Store)().child({
      routeInfo: { method: 'POST', url: '/elsewhere' },
    });
    expect(await incr(other, '192.0.2.1')).toBe(1);
  });

  it('while Redis is down: healthy no more (logged once), limits per process; after: reconnects and resyncs', async () => {
    const resynced = vi.fn();
    b.bus.onReconnect(resynced);
    const kept: unknown[] = [];
    b.bus.subscribe('t2', (m) => kept.push(m));
    await until(() => {
      if (kept.length === 0) a.bus.publish('t2', { before: true });
      return kept.length > 0;
    });
    kept.length = 0;
    log.warn.mockClear();
    await redis.kill();
    await until(() => !a.bus.health()!.ok && !b.bus.health()!.ok);
    expect(a.bus.health()).toMatchObject({ ok: false, error: expect.any(String) });
    expect(log.warn.mock.calls.filter(([, msg]) => String(msg).startsWith('redis down'))).toHaveLength(2);

    expect(await incr(storeA, '192.0.2.9')).toBe(1);
    expect(await incr(storeA, '192.0.2.9')).toBe(2);
    expect(await incr(storeB, '192.0.2.9')).toBe(1);
    expect(() => a.bus.publish('t1', { lost: true })).not.toThrow();

    await redis.start();
    await until(() => a.bus.health()!.ok && b.bus.health()!.ok, 10_000);
    expect(resynced).toHaveBeenCalledTimes(1);
    // B's subscription from before the crash was made again on its new connection.
    await until(() => {
      if (kept.length === 0) a.bus.publish('t2', { after: true });
      return kept.length > 0;
    });
    // Counting is shared again (a fresh Redis: from one).
    expect(await incr(storeA, '192.0.2.10')).toBe(1);
    expect(await incr(storeB, '192.0.2.10')).toBe(2);
  });
});
