import type { Db } from '../../db/client';
import { CategoryCatalogue } from './category-catalogue';
import { ProductCache } from './product-cache';
import type { FacetCount } from './product-repo';
import { BoundedCache } from '../../lib/bounded-cache';
import type { SearchPlan } from './search';
import type { NameFacts } from './search-repo';

/** Facet counts and listings' orders are shared by their pages; stock may lag by this much. */
const LISTING_TTL_MS = 60_000;
/** The lexicon changes only with the catalogue. */
const SEARCHES_TTL_MS = 5 * 60_000;

/**
 * What the catalogue holds in memory, per process: the category tree, shown
 * products, facet counts of listings and resolved searches. Each piece has a
 * short time to live, so processes behind a load balancer agree within a minute
 * (docs/decisions/006-catalogue-search-and-caching.md).
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
}

export function createCatalogState(db: Db): CatalogState {
  const categories = new CategoryCatalogue(db);
  return {
    db,
    categories,
    products: new ProductCache(db, categories),
    facets: new BoundedCache({ ttlMs: LISTING_TTL_MS, staleMs: LISTING_TTL_MS, maxEntries: 2_000 }),
    orders: new BoundedCache({ ttlMs: LISTING_TTL_MS, staleMs: LISTING_TTL_MS, maxEntries: 2_000 }),
    searches: new BoundedCache({
      ttlMs: SEARCHES_TTL_MS,
      staleMs: SEARCHES_TTL_MS,
      maxEntries: 5_000,
    }),
    names: new BoundedCache({ ttlMs: SEARCHES_TTL_MS, staleMs: SEARCHES_TTL_MS, maxEntries: 1 }),
  };
}
