import type { Db } from '../../db/client';
import { readCatalogueGeneration, type Change } from '../../db/change-feed';
import { CategoryCatalogue } from './category-catalogue';
import { ProductCache } from './product-cache';
import type { FacetCount } from './product-repo';
import { BoundedCache } from '../../lib/bounded-cache';
import type { SearchPlan } from './search';
import type { NameFacts } from './search-repo';

/**
 * Facet counts and listings' orders are shared by their pages; a change
 * announced by any process clears them at once, and a lost announcement
 * leaves them stale this long at most.
 */
const LISTING_TTL_MS = 60_000;
/** Listings and product answers every visitor of a warehouse shares, as JSON. */
const RESPONSE_TTL_MS = 60_000;
const MB = 1024 * 1024;
/**
 * The bulky caches are bounded by what they weigh, not by how many entries
 * they hold: a listing's JSON is 1 to 60 KB (issue 37). About 500 pages of
 * listings, and every product page of a warehouse.
 */
const LIST_RESPONSES_BYTES = 24 * MB;
const PRODUCT_RESPONSES_BYTES = 16 * MB;
const LISTING_ORDERS_BYTES = 8 * MB;
/** A JavaScript string may hold two bytes a character ('€' is not Latin-1). */
const stringBytes = (json: string): number => json.length * 2;
/** The lexicon changes only with the catalogue. */
const SEARCHES_TTL_MS = 5 * 60_000;

/**
 * What the catalogue holds in memory, per process: the category tree, shown
 * products, facet counts of listings, resolved searches and the JSON of
 * listings and product pages. A change of stock or of the catalogue that any
 * process announces clears what it touches (forgetChange); each piece also
 * has a short time to live, which bounds what a lost announcement leaves
 * (docs/decisions/006-catalogue-search-and-caching.md, 033).
 */
export interface CatalogState {
  db: Db;
  categories: CategoryCatalogue;
  products: ProductCache;
  facets: BoundedCache<string, FacetCount[]>;
  /** Listings in order, by scope, facets and sort: every page of one is cut from it. */
  orders: BoundedCache<string, Int32Array>;
  /** Resolved searches (null: nothing searchable) by the query's normalised terms. */
  searches: BoundedCache<string, SearchPlan | null>;
  /** What search ranking reads of every product's name, as one entry. */
  names: BoundedCache<string, Map<number, NameFacts>>;
  /** The JSON of shared listings, by listing. */
  listings: BoundedCache<string, string>;
  /** The JSON of product pages, by warehouse, brand and slug. */
  productPages: BoundedCache<string, string>;
  /** The catalogue's generation as last read, the cache-burst value; null until read again. */
  cacheBurst: { read: Promise<number> | null };
}

export function createCatalogState(db: Db): CatalogState {
  const categories = new CategoryCatalogue(db);
  return {
    db,
    categories,
    cacheBurst: { read: null },
    products: new ProductCache(db, categories),
    facets: new BoundedCache({
      name: 'facet_counts',
      ttlMs: LISTING_TTL_MS,
      staleMs: LISTING_TTL_MS,
      maxEntries: 2_000,
    }),
    orders: new BoundedCache({
      name: 'listing_orders',
      ttlMs: LISTING_TTL_MS,
      staleMs: LISTING_TTL_MS,
      maxBytes: LISTING_ORDERS_BYTES,
      sizeOf: (ids: Int32Array) => ids.byteLength,
    }),
    searches: new BoundedCache({
      name: 'searches',
      ttlMs: SEARCHES_TTL_MS,
      staleMs: SEARCHES_TTL_MS,
      maxEntries: 5_000,
    }),
    names: new BoundedCache({
      name: 'search_names',
      ttlMs: SEARCHES_TTL_MS,
      staleMs: SEARCHES_TTL_MS,
      maxEntries: 1,
    }),
    listings: new BoundedCache({
      name: 'listing_answers',
      ttlMs: RESPONSE_TTL_MS,
      staleMs: RESPONSE_TTL_MS,
      maxBytes: LIST_RESPONSES_BYTES,
      sizeOf: stringBytes,
    }),
    productPages: new BoundedCache({
      name: 'product_answers',
      ttlMs: RESPONSE_TTL_MS,
      staleMs: RESPONSE_TTL_MS,
      maxBytes: PRODUCT_RESPONSES_BYTES,
      sizeOf: stringBytes,
    }),
  };
}

/**
 * Forgets what a change made stale. Stock: the products that moved, and the
 * answers that show them (a listing's JSON does not say which products it
 * holds, so all of them go); when one ran out or came back, also the listings'
 * orders and counts, which put the available first. The catalogue: all.
 */
export function forgetChange(state: CatalogState, change: Change): void {
  state.listings.clear();
  state.productPages.clear();
  if (change.kind === 'stock') {
    state.products.forget(change.warehouseId, change.productIds);
    if (!change.crossedZero) return;
    state.orders.clear();
    state.facets.clear();
    state.categories.forget('counts');
    return;
  }
  state.cacheBurst.read = null;
  state.products.clear();
  state.orders.clear();
  state.facets.clear();
  state.searches.clear();
  state.names.clear();
  state.categories.forget('everything');
}

/** The cache-burst value the web app compares: read once, and again after each catalogue change. */
export function cacheBurstOf(state: CatalogState): Promise<number> {
  state.cacheBurst.read ??= readCatalogueGeneration(state.db).catch((err: unknown) => {
    state.cacheBurst.read = null;
    throw err;
  });
  return state.cacheBurst.read;
}
