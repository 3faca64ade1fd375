import type { Bus } from './bus.js';

export const CACHE_CHANNEL = 'cache:invalidate';

/** `merchantId` null: every merchant's entries of that kind. */
export type InvalidationHandler = (merchantId: number | null) => void;

/**
 * Cache invalidation across processes: an operator's change is published once and every
 * process (this one at once, in `publish`) drops the named cache. Messages lost while Redis was
 * down are made good on reconnection: every cache is dropped. The caches keep their TTLs as the
 * last safety net.
 */
export class CacheInvalidation {
  private readonly handlers = new Map<string, InvalidationHandler[]>();

  constructor(private readonly bus: Bus) {
    bus.subscribe(CACHE_CHANNEL, (message) => this.apply(message));
    bus.onReconnect(() => {
      for (const list of this.handlers.values()) for (const handler of list) handler(null);
    });
  }

  publish(kind: string, merchantId: number | null = null): void {
    this.bus.publish(CACHE_CHANNEL, { kind, merchantId });
  }

  on(kind: string, handler: InvalidationHandler): void {
    this.handlers.set(kind, [...(this.handlers.get(kind) ?? []), handler]);
  }

  private apply(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { kind, merchantId } = message as { kind?: unknown; merchantId?: unknown };
    if (typeof kind !== 'string') return;
    const id = typeof merchantId === 'number' && Number.isInteger(merchantId) ? merchantId : null;
    for (const handler of this.handlers.get(kind) ?? []) handler(id);
  }
}
