import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  brands,
  offers,
  products,
  vendors,
  warehouseProducts,
  warehouses,
} from '../../../../db/schema';

/** Lines checked against the catalogue together, and written together. */
export const BATCH = 500;

/** What the import needs to know of the shop before it reads a line. */
export interface ShopFacts {
  brandIds: string[];
  warehouseIds: number[];
}

export async function shopFacts(db: Db): Promise<ShopFacts> {
  const [brandRows, warehouseRows] = await Promise.all([
    db.select({ brandId: brands.brandId }).from(brands),
    db.select({ warehouseId: warehouses.warehouseId }).from(warehouses),
  ]);
  return {
    brandIds: brandRows.map((b) => b.brandId).sort(),
    warehouseIds: warehouseRows.map((w) => w.warehouseId).sort((a, b) => a - b),
  };
}

/** The labels by lower-cased name, with the brand whose private label each is. */
export async function labelsByName(db: Db): Promise<Map<string, string | null>> {
  const rows = await db.select({ name: vendors.name, brandId: vendors.brandId }).from(vendors);
  return new Map(rows.map((v) => [v.name.toLowerCase(), v.brandId]));
}

/** The sku of the product holding each of these EANs (null: a line no feed named). */
export async function eanHolders(
  db: Db,
  eans: readonly string[],
): Promise<Map<string, string | null>> {
  if (eans.length === 0) return new Map();
  const taken = await db
    .select({ ean: products.ean, sku: products.sku })
    .from(products)
    // ean <> '' lets the planner use the unique index, which leaves loose goods out.
    .where(and(inArray(products.ean, [...eans]), ne(products.ean, '')));
  return new Map(taken.map((t) => [t.ean, t.sku]));
}

/** The warehouses selling each of these skus; a sku the catalogue does not hold is absent. */
export async function soldAt(db: Db, skus: readonly string[]): Promise<Map<string, Set<number>>> {
  const sold = new Map<string, Set<number>>();
  if (skus.length === 0) return sold;
  const named = await db
    .select({ productId: products.productId, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, [...skus]));
  const skuOf = new Map(named.map((n) => [n.productId, n.sku!]));
  for (const n of named) sold.set(n.sku!, new Set());
  if (named.length === 0) return sold;
  const rows = await db
    .select({ productId: warehouseProducts.productId, warehouseId: warehouseProducts.warehouseId })
    .from(warehouseProducts)
    .where(inArray(warehouseProducts.productId, [...skuOf.keys()]));
  for (const r of rows) sold.get(skuOf.get(r.productId)!)!.add(r.warehouseId);
  return sold;
}

/** The shop's dated offers of these skus, with their days and warehouse (null: every one). */
export const offersOfSkus = (db: Db, skus: readonly string[]) =>
  db
    .select({
      offerId: offers.offerId,
      sku: products.sku,
      warehouseId: offers.warehouseId,
      startsOn: offers.startsOn,
      endsOn: offers.endsOn,
    })
    .from(offers)
    .innerJoin(products, eq(products.productId, offers.productId))
    .where(inArray(products.sku, [...skus]));
