import type { Product } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CategoryCatalogue } from './category-catalogue';
import { toProduct } from './product-mapper';
import { findListedByIds } from './product-repo';
import { ResponseCache } from './response-cache';

/** Prices and stock move: a product as shown may lag by this much. */
const PRODUCT_TTL_MS = 60_000;
/** Room for the whole seeded assortment in three warehouses. */
const PRODUCT_ENTRIES = 10_000;

/**
 * Products as the API shows them, by warehouse and id. A listing asks the
 * database only for the ids of its page; the products come from here, and the
 * ones not held yet are read in one query.
 */
export class ProductCache {
  private readonly cache = new ResponseCache<Product>({ ttlMs: PRODUCT_TTL_MS }, PRODUCT_ENTRIES);

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryCatalogue,
  ) {}

  /** The products of ids in the same order; ids the warehouse does not sell are left out. */
  async get(warehouseId: number, ids: readonly number[]): Promise<Product[]> {
    const key = (id: number) => `${warehouseId}:${id}`;
    const missing = ids.filter((id) => this.cache.get(key(id)) === undefined);
    if (missing.length > 0) {
      const { classes } = await this.categories.structure();
      for (const row of await findListedByIds(this.db, warehouseId, missing)) {
        this.cache.set(key(row.productId), toProduct(row, classes));
      }
    }
    return ids.flatMap((id) => {
      const product = this.cache.get(key(id));
      return product ? [product] : [];
    });
  }
}
