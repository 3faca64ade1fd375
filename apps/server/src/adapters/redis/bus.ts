import { EventEmitter } from 'node:events';

/** JSON-serialisable: what crosses processes is `JSON.stringify`-ed. */
export type BusMessage = unknown;
export type BusHandler = (message: BusMessage) => void;

/** Whether the shared link (Redis) works; `null` where there is none (one process, in-process bus). */
export interface BusHealth {
  ok: boolean;
  error?: string;
}

/**
 * Messages between the site's processes (cache invalidation, later real-time pushes). A message
 * reaches every subscriber of its channel in every process, this process's ones at once (in
 * `publish`), so a change is seen here before the call that made it answers. Delivery to other
 * processes is at most once: a message sent while Redis is down is lost, so every cache keeps
 * its TTL as the safety net and `onReconnect` lets it drop everything after a gap.
 */
export interface Bus {
  /** Never throws: a failure to reach other processes is logged. */
  publish(channel: string, message: BusMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Called when the link to other processes is back after a gap (messages may have been missed). */
  onReconnect(listener: () => void): void;
  health(): BusHealth | null;
  close(): Promise<void>;
}

/** Local delivery, shared by both buses; a throwing handler does not stop the others. */
export class LocalDelivery {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onHandlerError: (err: unknown, channel: string) => void) {
    // Each SSE stream subscribes: many listeners on one channel are expected.
    this.emitter.setMaxListeners(0);
  }

  deliver(channel: string, message: BusMessage): void {
    for (const handler of this.emitter.listeners(channel) as BusHandler[]) {
      try {
        handler(message);
      } catch (err) {
        this.onHandlerError(err, channel);
      }
    }
  }

  add(channel: string, handler: BusHandler): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }

  count(channel: string): number {
    return this.emitter.listenerCount(channel);
  }
}

/** One process (no REDIS_URL): the bus is a local event emitter, as everything was before. */
export class InProcessBus implements Bus {
  private readonly local: LocalDelivery;

  constructor(log: { warn(obj: object, msg: string): void }) {
    this.local = new LocalDelivery((err, channel) => log.warn({ err, channel }, 'bus handler failed'));
  }

  publish(channel: string, message: BusMessage): void {
    this.local.deliver(channel, message);
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    return this.local.add(channel, handler);
  }

  onReconnect(): void {}

  health(): null {
    return null;
  }

  async close(): Promise<void> {}
}
