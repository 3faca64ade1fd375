/**
 * A per-key value kept for `ttlMs` and built once even when many requests ask at the same time
 * (they share the pending promise). For hot read-only answers: lobby lanes, hot games.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number) {}

  get(key: K, build: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = build();
    this.entries.set(key, { at: Date.now(), value });
    // A failed build is not kept: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
