/**
 * The client's GET cache (docs/rules/api-conventions.md): entries live 15 minutes, at most 50 are
 * kept (least recently used goes first), and only product lists (not the
 * wishlist-parent or preferred ones), category and adv lists are cached.
 * Any non-GET call clears it.
 */

/** Path prefixes whose GET answers may be cached. */
const CACHEABLE_PREFIXES = ['/ebsn/api/products', '/ebsn/api/category', '/ebsn/api/adv'] as const;

/** Product lists scoped to a wishlist or to the shopper's preferred products change with the shopper. */
const PRODUCT_LIST_EXCLUSIONS = ['wishlist-parent', 'parent_wishlist_id', 'preferred'] as const;

function isTruthyParam(value: string | null): boolean {
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}

export function isCacheableUrl(url: URL): boolean {
  const path = url.pathname;
  const prefix = CACHEABLE_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
  if (!prefix) return false;
  if (prefix === '/ebsn/api/products') {
    if (path.includes('wishlist-parent') || path.includes('preferred')) return false;
    for (const name of PRODUCT_LIST_EXCLUSIONS) {
      if (isTruthyParam(url.searchParams.get(name))) return false;
    }
  }
  return true;
}

/** A stable key: path plus the query sorted by name. */
export function cacheKeyOf(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.sort();
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface GetCacheOptions {
  maxAgeMs: number;
  limit: number;
  now?: () => number;
}

export class GetCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #maxAgeMs: number;
  readonly #limit: number;
  readonly #now: () => number;

  constructor(options: GetCacheOptions) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#limit = options.limit;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // refresh recency: Map keeps insertion order, the first key is the least recently used
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    while (this.#entries.size > this.#limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
