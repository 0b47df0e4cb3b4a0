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
/** A product and the brand whose private label it is (null: a producer's, sold by every brand). */
interface Held {
  product: Product;
  labelOf: string | null;
}

export class ProductCache {
  private readonly cache = new ResponseCache<Held>({ ttlMs: PRODUCT_TTL_MS }, PRODUCT_ENTRIES);

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryCatalogue,
  ) {}

  /**
   * The products of ids in the same order; ids the warehouse does not sell, and
   * another brand's private label, are left out.
   */
  async get(warehouseId: number, brandId: string, ids: readonly number[]): Promise<Product[]> {
    const key = (id: number) => `${warehouseId}:${id}`;
    const missing = ids.filter((id) => this.cache.get(key(id)) === undefined);
    if (missing.length > 0) {
      const { classes } = await this.categories.structure();
      for (const row of await findListedByIds(this.db, warehouseId, missing)) {
        this.cache.set(key(row.productId), {
          product: toProduct(row, classes),
          labelOf: row.labelOf,
        });
      }
    }
    return ids.flatMap((id) => {
      const held = this.cache.get(key(id));
      return held && (held.labelOf === null || held.labelOf === brandId) ? [held.product] : [];
    });
  }
}
