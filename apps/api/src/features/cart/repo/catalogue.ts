import type { FastifyInstance } from 'fastify';
import type { Product } from '@spesa/domain';

/** The catalogue's in-memory state, as the catalogue plugin decorates the app with it. */
export type Catalogue = FastifyInstance['catalog'];

/**
 * The cart's products as the catalogue shows them in the cart's warehouse,
 * from its product cache: the cart and the product pages agree on price and
 * stock (both may lag the database by the cache's minute; checkout re-reads).
 * Products the warehouse does not sell, and other brands' private labels, are
 * missing from the map.
 */
export async function productsIn(
  catalog: Catalogue,
  cart: { warehouseId: number; brandId: string },
  productIds: readonly number[],
): Promise<Map<number, Product>> {
  const unique = [...new Set(productIds)];
  const found = await catalog.products.get(cart.warehouseId, cart.brandId, unique);
  return new Map(found.map((p) => [p.productId, p]));
}

export interface Department {
  sectorId: number;
  name: string;
  position: number;
}

/** The top-level department of a category: the cart's sectors (docs/rules/cart.md). */
export async function departmentOf(
  catalog: Catalogue,
  categoryId: number,
): Promise<Department | undefined> {
  let node = await catalog.categories.node({ categoryId });
  while (node?.parent) node = node.parent;
  return node
    ? { sectorId: node.row.categoryId, name: node.row.name, position: node.row.position }
    : undefined;
}
