/**
 * A per-key value kept for `ttlMs` and built once even when many requests ask at the same time
 * (they share the pending promise). For hot read-only answers: lobby lanes, hot games, notices;
 * with `max`, also for per-visitor answers, whose keys are many (the oldest entry goes first).
 * `ttlMs` 0 keeps nothing.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = Infinity,
  ) {}

  get(key: K, build: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return build();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    const value = build();
    this.entries.set(key, { at: Date.now(), value });
    // A failed build is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
