export interface BoundedCacheOptions<V> {
  /** An entry is answered this long after it was stored, then forgotten. */
  ttlMs: number;
  /** The entries together weigh at most this; the least recently used go first. */
  maxBytes: number;
  /** What an entry weighs, roughly, in bytes (the length of its JSON is a fair measure). */
  sizeOf: (value: V) => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * An in-process cache bounded in time and in memory: an entry lives ttlMs,
 * and when the entries outgrow maxBytes the least recently used are dropped.
 * Each process keeps its own; what an entry is worth is the caller's business
 * (the cart checks every entry against a version read from the database).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private bytes = 0;

  constructor(private readonly options: BoundedCacheOptions<V>) {}

  /** The value stored under key, unless it expired. */
  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores value under key; a value heavier than the whole bound is not kept. */
  set(key: K, value: V, now = Date.now()): void {
    this.delete(key);
    const bytes = this.options.sizeOf(value);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { value, bytes, expiresAt: now + this.options.ttlMs });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
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
