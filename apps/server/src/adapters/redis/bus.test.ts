import { describe, expect, it, vi } from 'vitest';
import { InProcessBus } from './bus.js';
import { CACHE_CHANNEL, CacheInvalidation } from './cache-invalidation.js';
import { LocalCounters } from './rate-limit-store.js';

const log = { info: () => {}, warn: vi.fn() };

describe('the in-process bus (no REDIS_URL)', () => {
  it('delivers to every subscriber of the channel at once, and not after unsubscribing', () => {
    const bus = new InProcessBus(log);
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = bus.subscribe('x', (m) => a.push(m));
    bus.subscribe('x', (m) => b.push(m));
    bus.subscribe('y', () => {
      throw new Error('not this channel');
    });
    bus.publish('x', { n: 1 });
    offA();
    bus.publish('x', { n: 2 });
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toEqual([{ n: 1 }, { n: 2 }]);
    expect(bus.health()).toBeNull();
  });

  it('keeps delivering when one handler throws, and logs it', () => {
    const bus = new InProcessBus(log);
    const got: unknown[] = [];
    bus.subscribe('x', () => {
      throw new Error('boom');
    });
    bus.subscribe('x', (m) => got.push(m));
    bus.publish('x', 'hello');
    expect(got).toEqual(['hello']);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ channel: 'x' }), 'bus handler failed');
  });
});

describe('cache invalidation on the bus', () => {
  it('calls the handlers of the kind with the merchant, ignores other kinds and malformed messages', () => {
    const bus = new InProcessBus(log);
    const caches = new CacheInvalidation(bus);
    const merchant: Array<number | null> = [];
    const games: Array<number | null> = [];
    caches.on('merchant', (id) => merchant.push(id));
    caches.on('games', (id) => games.push(id));
    caches.publish('merchant', 7);
    caches.publish('games');
    bus.publish(CACHE_CHANNEL, { kind: 'merchant', merchantId: 'x' });
    bus.publish(CACHE_CHANNEL, 'junk');
    bus.publish(CACHE_CHANNEL, null);
    expect(merchant).toEqual([7, null]);
    expect(games).toEqual([null]);
  });
});

describe('in-process rate-limit counters (the fallback)', () => {
  it('counts a fixed window per key and starts again after it', () => {
    const counters = new LocalCounters();
    expect(counters.incr('a', 1_000, 0)).toEqual({ current: 1, ttl: 1_000 });
    expect(counters.incr('a', 1_000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.incr('b', 1_000, 400)).toEqual({ current: 1, ttl: 1_000 });
    expect(counters.incr('a', 1_000, 1_000)).toEqual({ current: 1, ttl: 1_000 });
  });
});
