import type { Redis } from 'ioredis';

/** Key prefix of the counters (the plugin's own Redis store uses the same idea). */
const NAMESPACE = 'bet:rate-limit:';
/** Fallback counters kept before expired ones are swept (an address per key). */
const LOCAL_SWEEP_AT = 10_000;

/** A fixed window: the first hit of a key starts it; every hit answers the count and time left. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RedisWithLimit = Redis & { betRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** The same fixed window in this process's memory: what limits fall back to while Redis is down. */
export class LocalCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number, now = Date.now()): Counted {
    if (this.windows.size >= LOCAL_SWEEP_AT) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.resetAt - now };
  }
}

export interface SharedLimits {
  redis: Redis;
  isUp(): boolean;
  /** Told each time a counter could not be read from Redis (it is then counted in-process). */
  onFallback(err: unknown): void;
}

/**
 * A `@fastify/rate-limit` store: counters in Redis, shared by every process, while it answers;
 * in this process's memory while it does not. The plugin's own Redis store with `skipOnError`
 * would stop limiting altogether when Redis is down; this one keeps the per-process limit.
 */
export function sharedRateLimitStore(shared: SharedLimits) {
  const redis = shared.redis as RedisWithLimit;
  if (typeof redis.betRateLimit !== 'function')
    redis.defineCommand('betRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const local = new LocalCounters();

  return class SharedRateLimitStore {
    private readonly prefix: string;

    /** The plugin builds the global store with its options and each route's with `child`. */
    constructor(_options?: unknown, prefix = NAMESPACE) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const full = this.prefix + key;
      if (!shared.isUp()) {
        callback(null, local.incr(full, timeWindow));
        return;
      }
      redis.betRateLimit(full, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (err: unknown) => {
          shared.onFallback(err);
          callback(null, local.incr(full, timeWindow));
        },
      );
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }): SharedRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${NAMESPACE}${String(route.method)}${String(route.url)}-`);
    }
  };
}
