import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { InProcessBus, type Bus } from './bus.js';
import { RedisBus } from './redis-bus.js';
import { RedisConnection, type RedisLog } from './redis-connection.js';
import { sharedRateLimitStore } from './rate-limit-store.js';

/** A rate-limit counter that fell back to memory is logged at most this often. */
const FALLBACK_LOG_EVERY_MS = 30_000;

export interface SharedState {
  bus: Bus;
  /** Options for `@fastify/rate-limit`: the shared store when Redis is configured. */
  rateLimit: { store?: FastifyRateLimitStoreCtor; skipOnError: boolean };
}

/**
 * What the processes share: with REDIS_URL, a bus on Redis pub/sub and rate-limit counters in
 * Redis (each falling back to this process while Redis is down); without it, both in-process.
 */
export function createSharedState(redisUrl: string | undefined, log: RedisLog): SharedState {
  // A store that fails would be skipped (never a 500); ours falls back instead of failing.
  const skipOnError = true;
  if (!redisUrl) return { bus: new InProcessBus(log), rateLimit: { skipOnError } };

  const conn = new RedisConnection(redisUrl, log);
  let loggedAt = 0;
  const store = sharedRateLimitStore({
    redis: conn.commands,
    isUp: () => conn.isUp(),
    onFallback: (err) => {
      if (Date.now() - loggedAt < FALLBACK_LOG_EVERY_MS) return;
      loggedAt = Date.now();
      log.warn({ err }, 'rate limit counted in this process: redis did not answer');
    },
  });
  return {
    bus: new RedisBus(conn, log),
    rateLimit: { store: store as unknown as FastifyRateLimitStoreCtor, skipOnError },
  };
}
