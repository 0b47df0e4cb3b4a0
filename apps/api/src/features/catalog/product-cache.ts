import type { Product } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CategoryCatalogue } from './category-catalogue';
import { toProduct } from './product-mapper';
import { findListedByIds } from './product-repo';
import { BoundedCache } from '../../lib/bounded-cache';

/** Prices and stock move: a product as shown is at most this old. */
const PRODUCT_MAX_AGE_MS = 60_000;
/** From this age on, a product is still shown while it is read again in the background. */
const PRODUCT_REFRESH_AFTER_MS = 45_000;
/** Room for the whole seeded assortment in three warehouses. */
const PRODUCT_ENTRIES = 10_000;

/** A product and the brand whose private label it is (null: a producer's, sold by every brand). */
interface Held {
  product: Product;
  labelOf: string | null;
}

/**
 * Products as the API shows them, by warehouse and id. A listing asks the
 * database only for the ids of its page; the products come from here, and the
 * ones not held yet are read in one query. Ones held long enough are read again
 * in the background before they expire, so a page does not wait for the
 * minute's reload of its products (decision 026).
 */
export class ProductCache {
  private readonly cache = new BoundedCache<string, Held>({
    name: 'products',
    ttlMs: PRODUCT_REFRESH_AFTER_MS,
    staleMs: PRODUCT_MAX_AGE_MS - PRODUCT_REFRESH_AFTER_MS,
    maxEntries: PRODUCT_ENTRIES,
  });
  /** Keys being read again in the background, so that each is read once. */
  private readonly refreshing = new Set<string>();

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
    const held = new Map<number, Held>();
    const missing: number[] = [];
    const ageing: number[] = [];
    for (const id of ids) {
      const entry = this.cache.peek(key(id));
      if (!entry) missing.push(id);
      else {
        held.set(id, entry.value);
        if (!entry.fresh && !this.refreshing.has(key(id))) ageing.push(id);
      }
    }
    if (ageing.length > 0) {
      ageing.forEach((id) => this.refreshing.add(key(id)));
      // A failed refresh leaves the products held until they expire.
      this.load(warehouseId, ageing)
        .catch(() => undefined)
        .finally(() => ageing.forEach((id) => this.refreshing.delete(key(id))));
    }
    if (missing.length > 0)
      for (const [id, loaded] of await this.load(warehouseId, missing)) held.set(id, loaded);
    return ids.flatMap((id) => {
      const product = held.get(id);
      return product && (product.labelOf === null || product.labelOf === brandId)
        ? [product.product]
        : [];
    });
  }

  /** Forgets these products of the warehouse: they are read again when next asked for. */
  forget(warehouseId: number, ids: readonly number[]): void {
    for (const id of ids) this.cache.delete(`${warehouseId}:${id}`);
  }

  clear(): void {
    this.cache.clear();
  }

  private async load(warehouseId: number, ids: readonly number[]): Promise<Map<number, Held>> {
    const mark = this.cache.mark;
    const { classes } = await this.categories.structure();
    const loaded = new Map<number, Held>();
    for (const row of await findListedByIds(this.db, warehouseId, ids)) {
      const held = { product: toProduct(row, classes), labelOf: row.labelOf };
      this.cache.setIfCurrent(mark, `${warehouseId}:${row.productId}`, held);
      loaded.set(row.productId, held);
    }
    return loaded;
  }
}
