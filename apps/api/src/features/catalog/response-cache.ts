interface Entry<T> {
  value: T;
  /** Until then the value is served as it is. */
  freshUntil: number;
  /** Until then a stale value is still served while one reload runs in the background. */
  expiresAt: number;
}

export interface CacheTimes {
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long after that it may still be served while it is reloaded (default: ttlMs). */
  staleMs?: number;
}

/**
 * A small in-process cache with a time to live, stale-while-revalidate and a
 * size bound (least recently used out first). It holds catalogue answers that
 * every visitor of a warehouse shares; processes behind a load balancer each
 * keep their own, at most ttl + stale old. Serving stale values while one
 * reload runs keeps expiry from turning into a burst of database work.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Loads under way, so concurrent misses of one key wait for the same load. */
  private readonly loading = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;

  constructor(
    times: CacheTimes,
    private readonly maxEntries: number,
  ) {
    this.ttlMs = times.ttlMs;
    this.staleMs = times.staleMs ?? times.ttlMs;
  }

  /** A fresh or stale value, or undefined when there is none or it expired. */
  private lookup(key: string, now: number): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.set(key, entry);
    return entry;
  }

  /** A value still served, and whether it is fresh; undefined when there is none or it expired. */
  peek(key: string, now = Date.now()): { value: T; fresh: boolean } | undefined {
    const entry = this.lookup(key, now);
    return entry && { value: entry.value, fresh: entry.freshUntil > now };
  }

  /** A fresh value only. */
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.lookup(key, now);
    return entry && entry.freshUntil > now ? entry.value : undefined;
  }

  set(key: string, value: T, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      freshUntil: now + this.ttlMs,
      expiresAt: now + this.ttlMs + this.staleMs,
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private load(key: string, loader: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = loader()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * The cached value; a stale one is returned at once and reloaded in the
   * background; without one, the caller waits for loader().
   */
  async getOrLoad(key: string, loader: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.lookup(key, now);
    if (entry && entry.freshUntil > now) return entry.value;
    if (entry) {
      // A failed background reload leaves the stale value until it expires.
      this.load(key, loader).catch(() => undefined);
      return entry.value;
    }
    return this.load(key, loader);
  }
}
