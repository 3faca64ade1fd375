/**
 * Values kept for `ttlMs` in at most `max` entries (the oldest goes first): for per-visitor
 * answers, whose keys are many, unlike TtlCache's few shared ones. A pending value is shared by
 * concurrent askers; a failed one is forgotten. `ttlMs` 0 keeps nothing.
 */
export class ShortMemory<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: K, build: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return build();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    const value = build();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }
}
