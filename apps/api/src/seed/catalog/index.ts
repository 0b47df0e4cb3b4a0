import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  categories,
  productClasses,
  products,
  searchWords,
  vendors,
  warehouseProducts,
  warehouses,
} from '../../db/schema';
import { refreshSearchWords } from '../../features/catalog';
import { buildCategories } from './build-categories';
import { buildBrandOffers, buildOffers, type OfferRow } from './build-offers';
import { buildProducts, type BuiltProduct, type CatalogueSize } from './build-products';
import { PRODUCT_CLASSES } from './product-classes';
import { Random } from './random';
import { CATALOGUE_TREE } from './tree';
import { VENDORS, VENDOR_KEYS, vendorId } from './vendors';
import { BRAND_WAREHOUSES, WAREHOUSES } from './warehouses';

export type { CatalogueSize } from './build-products';
export { DEFAULT_WAREHOUSE_ID, ownWarehousesOf } from './warehouses';

/** Products a brand sells: every producer's, and its own private label's, never another brand's. */
export const soldAt = (brandId: string): SQL =>
  sql`(${vendors.brandId} is null or ${vendors.brandId} = ${brandId})`;

/** Rows per INSERT: well under the 65,535 bind parameters of one statement. */
const BATCH = 500;

async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH) as T['$inferInsert'][]);
  }
}

/**
 * The assortment: warehouses, the category tree, labels,
 * products and each warehouse's prices, stock and promotions. A fixed seed
 * gives the same rows on every fresh database. 'small' keeps every category
 * and one product per leaf, for test files that do not need the full range.
 */
export async function seedCatalogue(db: Db, size: CatalogueSize = 'full'): Promise<void> {
  const { tree, built, offers } = catalogueRows(size);

  await db.insert(warehouses).values([...WAREHOUSES]);
  await db.insert(productClasses).values(Object.values(PRODUCT_CLASSES));
  await db.insert(vendors).values(
    VENDOR_KEYS.map((key) => ({
      vendorId: vendorId(key),
      slug: key,
      name: VENDORS[key].name,
      storeBrand: VENDORS[key].storeBrand,
      brandId: VENDORS[key].brandId ?? null,
    })),
  );
  await insertInBatches(db, categories, tree.categories);
  await insertInBatches(
    db,
    products,
    built.map((b) => b.row),
  );
  await insertInBatches(db, warehouseProducts, offers);
  await refreshSearchWords(db);
}

interface CatalogueRows {
  tree: ReturnType<typeof buildCategories>;
  built: BuiltProduct[];
  /** The network warehouses' offers. */
  offers: OfferRow[];
}

const drawn = new Map<CatalogueSize, CatalogueRows>();

/** The catalogue as the seed draws it: the same rows each time for one size. */
function catalogueRows(size: CatalogueSize): CatalogueRows {
  const known = drawn.get(size);
  if (known) return known;
  const random = new Random(20_260_101);
  const tree = buildCategories(CATALOGUE_TREE);
  const built = buildProducts(tree.leaves, random, size);
  const rows = { tree, built, offers: offersWithCopies(built, random) };
  drawn.set(size, rows);
  return rows;
}

/**
 * The brands' own warehouses (decision 044), a step after the catalogue so a
 * database seeded before them gets them too: drawn from the network
 * warehouses' offers as seeded, with a generator of their own.
 */
export async function seedBrandWarehouses(db: Db, size: CatalogueSize = 'full'): Promise<void> {
  const { built, offers } = catalogueRows(size);
  await db
    .insert(warehouses)
    .values(BRAND_WAREHOUSES.map(({ warehouseId, name }) => ({ warehouseId, name })));
  await insertInBatches(
    db,
    warehouseProducts,
    buildBrandOffers(offers, built, otherBrandsLabels, new Random(20_260_102)),
  );
}

/** The vendor ids of the private labels of every brand but this one. */
const otherBrandsLabels = (brandId: string): ReadonlySet<number> =>
  new Set(
    VENDOR_KEYS.filter((key) => {
      const owner = VENDORS[key].brandId;
      return owner !== undefined && owner !== brandId;
    }).map(vendorId),
  );

/**
 * The producers' offers, drawn as always; a private-label copy is priced and
 * stocked like the line it copies, and draws nothing, so adding a brand never
 * moves another product's price.
 */
function offersWithCopies(built: readonly BuiltProduct[], random: Random): OfferRow[] {
  const offers = buildOffers(
    built.filter((b) => b.copyOf === undefined),
    random,
  );
  const byProduct = new Map<number, OfferRow[]>();
  for (const offer of offers)
    byProduct.set(offer.productId, [...(byProduct.get(offer.productId) ?? []), offer]);
  return [
    ...offers,
    ...built.flatMap(({ copyOf, row }) =>
      copyOf === undefined
        ? []
        : (byProduct.get(copyOf) ?? []).map((o) => ({ ...o, productId: row.productId })),
    ),
  ];
}

/**
 * Run after the seed's transaction commits (VACUUM cannot run inside one): it
 * moves the bulk-inserted search entries out of the GIN pending list and
 * refreshes statistics, without which the planner scans products instead of
 * using the full-text index.
 */
export async function vacuumCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`vacuum (analyze) ${products}, ${warehouseProducts}, ${vendors}, ${categories}, ${searchWords}`,
  );
}
