interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A small in-process cache with a time to live and a size bound (oldest out
 * first). It holds catalogue answers that every visitor of a warehouse shares;
 * processes behind a load balancer each keep their own, at most ttlMs stale.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Loads under way, so concurrent misses of one key wait for the same load. */
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the one load() gives, which is then cached. */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then((value) => {
      this.set(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
