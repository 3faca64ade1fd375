/**
 * Many concurrent one-row reads as a few many-row reads (a hot promotion's claims each read their
 * member: one query for a hundred members costs about what one query for one does). Keys asked for
 * while `maxInFlight` loads run wait and leave together in the next one, as a group commit does;
 * an idle loader still waits one turn of the event loop so that requests arriving together share
 * a load. The same key asked twice shares its answer. Use it only for reads outside a transaction.
 */
export class CoalescingLoader<K, V> {
  private waiting = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly opts: { maxKeys: number; maxInFlight: number } = { maxKeys: 100, maxInFlight: 2 },
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.opts.maxInFlight || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.opts.maxInFlight || this.waiting.size === 0) return;
    const batch = new Map([...this.waiting].slice(0, this.opts.maxKeys));
    for (const key of batch.keys()) this.waiting.delete(key);
    this.inFlight++;
    this.loadMany([...batch.keys()])
      .then(
        (found) => {
          for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const callers of batch.values()) for (const c of callers) c.reject(error);
        },
      )
      .finally(() => {
        this.inFlight--;
        this.schedule();
      });
    // More than one batch's worth waiting, and room for another load: it leaves now too.
    this.schedule();
  }
}
