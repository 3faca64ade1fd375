import { randomUUID } from 'node:crypto';
import { LocalDelivery, type Bus, type BusHandler, type BusHealth, type BusMessage } from './bus.js';
import type { RedisConnection, RedisLog } from './redis-connection.js';

/** Our channels in a Redis that may be shared with other applications. */
const PREFIX = 'bet:';

/**
 * The bus across processes on Redis pub/sub. `publish` delivers to this process's subscribers
 * at once and sends the message to the others; each message carries this process's id, so the
 * copy Redis sends back to us is not delivered twice.
 */
export class RedisBus implements Bus {
  private readonly origin = randomUUID();
  private readonly local: LocalDelivery;

  constructor(
    private readonly conn: RedisConnection,
    private readonly log: RedisLog,
  ) {
    this.local = new LocalDelivery((err, channel) => log.warn({ err, channel }, 'bus handler failed'));
    conn.subscriber.on('message', (channel: string, raw: string) => this.receive(channel, raw));
  }

  publish(channel: string, message: BusMessage): void {
    this.local.deliver(channel, message);
    // While Redis is down the others miss this message; their caches' TTLs cover it (logged once, as down).
    if (!this.conn.isUp()) return;
    this.conn.commands
      .publish(PREFIX + channel, JSON.stringify({ origin: this.origin, message }))
      .catch((err: unknown) => this.log.warn({ err, channel }, 'bus message not sent to other processes'));
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    if (this.local.count(channel) === 0) {
      this.conn.subscriber
        .subscribe(PREFIX + channel)
        .catch((err: unknown) => this.log.warn({ err, channel }, 'bus subscribe failed'));
    }
    const remove = this.local.add(channel, handler);
    return () => {
      remove();
      if (this.local.count(channel) > 0) return;
      this.conn.subscriber.unsubscribe(PREFIX + channel).catch(() => {
        // Closed or down: nothing is subscribed on a new connection anyway.
      });
    };
  }

  onReconnect(listener: () => void): void {
    this.conn.onReconnect(listener);
  }

  health(): BusHealth {
    return this.conn.health();
  }

  close(): Promise<void> {
    return this.conn.close();
  }

  private receive(prefixed: string, raw: string): void {
    if (!prefixed.startsWith(PREFIX)) return;
    let parsed: { origin?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(raw) as typeof parsed;
    } catch {
      this.log.warn({ channel: prefixed }, 'bus message is not JSON, ignored');
      return;
    }
    if (parsed.origin === this.origin) return;
    this.local.deliver(prefixed.slice(PREFIX.length), parsed.message);
  }
}
