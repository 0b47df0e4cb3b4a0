/** How many entries it holds, or what they weigh together. */
export type CacheBound<V> =
  | { maxEntries: number }
  | {
      /** The entries together weigh at most this; the least recently used go first. */
      maxBytes: number;
      /** What an entry weighs, roughly, in bytes (the length of its JSON is a fair measure). */
      sizeOf: (value: V) => number;
    };

export type BoundedCacheOptions<V> = CacheBound<V> & {
  /** Its name among the process's caches, for their hit rates (GET /metrics). */
  name?: string;
  /** An entry is fresh this long after it was stored. */
  ttlMs: number;
  /**
   * How long after that a stale entry is still served by getOrLoad while one
   * reload runs in the background (default 0: an entry is gone once stale).
   */
  staleMs?: number;
};

interface Entry<V> {
  value: V;
  bytes: number;
  /** Until then the value is served as it is. */
  freshUntil: number;
  /** Until then a stale value may still be served; then it is forgotten. */
  expiresAt: number;
}

/** Lookups of the process's named caches, whether they found an entry (fresh or stale) or not. */
export interface CacheLookups {
  name: string;
  hits: number;
  misses: number;
}

/** The process's named caches, held weakly: a cache of a closed app goes with it. */
const named = new Set<WeakRef<BoundedCache<unknown, unknown>>>();

/** Lookups so far of every named cache of the process, summed by name. */
export function cacheLookups(): CacheLookups[] {
  const byName = new Map<string, CacheLookups>();
  for (const ref of named) {
    const cache = ref.deref();
    if (!cache) {
      named.delete(ref);
      continue;
    }
    const sum = byName.get(cache.name) ?? { name: cache.name, hits: 0, misses: 0 };
    sum.hits += cache.hits;
    sum.misses += cache.misses;
    byName.set(cache.name, sum);
  }
  return [...byName.values()];
}

/**
 * The API's one in-process cache, bounded in time and in memory: an entry is
 * fresh ttlMs (then stale staleMs, served while it is reloaded), and when the
 * entries outgrow their bound the least recently used are dropped. Each
 * process keeps its own: its owner forgets what another process changed when
 * that one announces it (db/change-feed.ts), and ttl + stale bounds what a
 * lost announcement leaves; what an entry is worth is the caller's business
 * (the cart checks every entry against a version read from the database). Serving a
 * stale value while one reload runs keeps expiry from turning into a burst of
 * database work.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Loads under way, so concurrent misses of one key wait for the same load. */
  private readonly loading = new Map<K, Promise<V>>();
  private bytes = 0;
  /**
   * Moves on at every delete and clear: a load that began before one does not
   * store what it read, which may be what was just forgotten.
   */
  private epoch = 0;
  private readonly max: number;
  private readonly sizeOf: (value: V) => number;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  readonly name: string;
  hits = 0;
  misses = 0;

  constructor(options: BoundedCacheOptions<V>) {
    this.name = options.name ?? 'unnamed';
    if (options.name) named.add(new WeakRef(this as BoundedCache<unknown, unknown>));
    this.ttlMs = options.ttlMs;
    this.staleMs = options.staleMs ?? 0;
    if ('maxBytes' in options) {
      this.max = options.maxBytes;
      this.sizeOf = options.sizeOf;
    } else {
      this.max = options.maxEntries;
      this.sizeOf = () => 1;
    }
  }

  /** The entry, fresh or stale, unless it expired; a hit makes it the most recently used. */
  private lookup(key: K, now: number): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.bytes;
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.set(key, entry);
    return entry;
  }

  /** A fresh value only. */
  get(key: K, now = Date.now()): V | undefined {
    const entry = this.lookup(key, now);
    return entry && entry.freshUntil > now ? entry.value : undefined;
  }

  /** A value still served, and whether it is fresh; undefined when there is none or it expired. */
  peek(key: K, now = Date.now()): { value: V; fresh: boolean } | undefined {
    const entry = this.lookup(key, now);
    return entry && { value: entry.value, fresh: entry.freshUntil > now };
  }

  /** Stores value under key; a value heavier than the whole bound is not kept. */
  set(key: K, value: V, now = Date.now()): void {
    this.remove(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.max) return;
    const freshUntil = now + this.ttlMs;
    this.entries.set(key, { value, bytes, freshUntil, expiresAt: freshUntil + this.staleMs });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.max) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Forgets key, and what a load of it under way will read. */
  delete(key: K): void {
    this.epoch++;
    this.loading.delete(key);
    this.remove(key);
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Forgets every entry, and what loads under way will read. */
  clear(): void {
    this.epoch++;
    this.loading.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /** A mark to hand to setIfCurrent: what is read after it may be stored. */
  get mark(): number {
    return this.epoch;
  }

  /** set(), unless a delete or clear came since mark was taken. */
  setIfCurrent(mark: number, key: K, value: V, now = Date.now()): void {
    if (mark === this.epoch) this.set(key, value, now);
  }

  private load(key: K, loader: () => Promise<V>): Promise<V> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const mark = this.epoch;
    const loaded = loader()
      .then((value) => {
        this.setIfCurrent(mark, key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * The cached value; a stale one is returned at once and reloaded in the
   * background; without one, the caller waits for loader().
   */
  async getOrLoad(key: K, loader: () => Promise<V>, now = Date.now()): Promise<V> {
    const entry = this.lookup(key, now);
    if (entry && entry.freshUntil > now) return entry.value;
    if (entry) {
      // A failed background reload leaves the stale value until it expires.
      this.load(key, loader).catch(() => undefined);
      return entry.value;
    }
    return this.load(key, loader);
  }

  /** Entries held, expired ones included until they are asked for or pushed out. */
  get size(): number {
    return this.entries.size;
  }

  /** What the entries held weigh together. */
  get weight(): number {
    return this.bytes;
  }
}
