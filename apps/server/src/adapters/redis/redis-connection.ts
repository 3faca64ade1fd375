import { Redis, type RedisOptions } from 'ioredis';
import type { BusHealth } from './bus.js';

export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Reconnect back-off: 100 ms, 200 ms, 400 ms … at most 5 s, for ever (Redis may come back any time). */
export const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 5_000);

/** A command that takes longer than this counts as Redis being down (the caller falls back). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The two connections to Redis: one for commands (rate-limit counters, PUBLISH) and one in
 * subscriber mode (a connection that subscribes can run nothing else). Both reconnect on their
 * own with back-off. The command connection queues nothing while down, so a request never waits
 * for Redis to come back: its caller falls back at once. Going down and coming back are logged
 * once each; `health()` feeds /readyz.
 */
export class RedisConnection {
  readonly commands: Redis;
  readonly subscriber: Redis;
  private up: boolean | undefined;
  private lastError: string | undefined;
  private closing = false;
  private readonly reconnectListeners: Array<() => void> = [];

  constructor(
    url: string,
    private readonly log: RedisLog,
  ) {
    const base: RedisOptions = { retryStrategy: reconnectDelay, connectTimeout: 2_000 };
    this.commands = new Redis(url, {
      ...base,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // SUBSCRIBE waits for the connection (queued) and is sent again after every reconnect.
    this.subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null, autoResubscribe: true });
    for (const client of [this.commands, this.subscriber]) {
      client.on('ready', () => this.update());
      client.on('close', () => this.update());
      // Without a listener ioredis prints every failed reconnect; the state change is logged once instead.
      client.on('error', (err: Error) => {
        this.lastError = err.message || String(err);
        this.update();
      });
    }
  }

  isUp(): boolean {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready';
  }

  health(): BusHealth {
    if (this.isUp()) return { ok: true };
    return { ok: false, error: this.lastError ?? (this.up === false ? 'connection lost' : 'connecting') };
  }

  /** Called each time both connections are back after having been down. */
  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private update(): void {
    const up = this.isUp();
    if (up === this.up || this.closing) return;
    const wasDown = this.up === false;
    this.up = up;
    if (up) {
      this.log.info({}, 'redis connected: rate limits and cache invalidation shared across processes');
      this.lastError = undefined;
      if (wasDown) for (const listener of this.reconnectListeners) listener();
    } else {
      this.log.warn(
        { error: this.lastError ?? 'connection lost' },
        'redis down: rate limits per process and caches by their TTL until it is back',
      );
    }
  }

  /** Drops both connections at once (pending commands fail): shutdown must not wait on Redis. */
  async close(): Promise<void> {
    this.closing = true;
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
