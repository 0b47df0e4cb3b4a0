import path from 'node:path';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describeProblem } from '@spesa/domain';
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
import { filesOnDisk, runImport, sliceFiles, type FeedFiles } from '../../features/catalog';
import type { BuiltProduct, CatalogueSize } from './build-products';
import { DEMO_FEEDS, DEMO_FEED_DIR, demoFeedTexts, demoSku, type DemoFeedFile } from './demo-feeds';
import { catalogueRows } from './drawn';
import { PRODUCT_CLASSES } from './product-classes';
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
 * The demo catalogue comes in through the grocer's door, `runImport`: the
 * committed feed files for the full catalogue; for the small one (tests
 * only) the same feeds, written in memory from the same builders.
 */
async function importDemoFeed(db: Db, size: CatalogueSize, file: DemoFeedFile): Promise<void> {
  const { kind } = DEMO_FEEDS.find((f) => f.file === file)!;
  const files =
    size === 'full'
      ? await filesOnDisk(path.join(DEMO_FEED_DIR, file))
      : inMemory(demoFeedTexts(size)[file]);
  try {
    const result = await runImport(db, { kind, files, dryRun: false, full: false });
    if (result.state !== 'applied')
      throw new Error(
        `the demo feed ${file} was refused: ${result.errors.slice(0, 5).map(describeProblem).join('; ')}`,
      );
  } finally {
    await files.close();
  }
}

function inMemory(text: string): FeedFiles {
  const bytes = Buffer.from(text);
  return sliceFiles(async (start, length) => bytes.subarray(start, start + length), bytes.length);
}

/**
 * What a seeded product has that the products feed does not carry: the
 * counter's and the builders' selling rules (Peso, a pack's multiple, a cap
 * per order), the flags, classes, options, label facts and popularity.
 */
const BEYOND_THE_FEED = [
  'tipologia',
  'productInfos',
  'weightUnitDisplay',
  'minAcq',
  'maxAcq',
  'isNew',
  'highlight',
  'productClassIds',
  'selectOptions',
  'ingredients',
  'allergens',
  'nutrition',
  'popularity',
] as const;

/** Written by sku over what the import wrote, in one statement. */
async function addWhatFeedsDoNotCarry(db: Db, built: readonly BuiltProduct[]): Promise<void> {
  const columns = getTableColumns(products);
  const names = BEYOND_THE_FEED.map((k) => columns[k].name);
  const rows = built.map(({ row }) => ({
    [columns.sku.name]: demoSku(row.productId!),
    ...Object.fromEntries(BEYOND_THE_FEED.map((k) => [columns[k].name, row[k] ?? null])),
  }));
  await db.execute(sql`
    update ${products} p set ${sql.raw(names.map((n) => `"${n}" = x."${n}"`).join(', '))}
    from jsonb_populate_recordset(null::${products}, ${JSON.stringify(rows)}::jsonb) x
    where p.sku = x.sku`);
}

/**
 * The assortment: the set-up the feeds do not carry (product classes, the
 * labels with their ids, the category tree with its colours and icons), then
 * the demo feeds through the import service: products, the warehouses'
 * prices and stock, their promotions. A fixed seed gives the same rows on
 * every fresh database. 'small' keeps every category and one product per
 * leaf, for test files that do not need the full range.
 */
export async function seedCatalogue(db: Db, size: CatalogueSize = 'full'): Promise<void> {
  const { tree, built } = catalogueRows(size);
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
  // No warehouse yet: the products feed puts no line on sale, the stock feed
  // does, in exactly the warehouses that stock it.
  await importDemoFeed(db, size, 'prodotti.csv');
  await addWhatFeedsDoNotCarry(db, built);
  await db.insert(warehouses).values([...WAREHOUSES]);
  await importDemoFeed(db, size, 'giacenze.csv');
  await importDemoFeed(db, size, 'offerte.csv');
}

/**
 * A catalogue seeded before the demo feeds has no skus: its lines, the
 * builders' by id and EAN, take the feeds' so their stock and offers find them.
 */
async function nameSeededLines(db: Db, built: readonly BuiltProduct[]): Promise<void> {
  const named = built.map(({ row }) => ({
    product_id: row.productId!,
    sku: demoSku(row.productId!),
    ean: row.ean!,
  }));
  await db.execute(sql`
    update ${products} p set sku = x.sku
    from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) x(product_id int, sku text, ean text)
    where p.product_id = x.product_id and p.ean = x.ean and p.sku is null`);
}

/**
 * The brands' own warehouses (decision 044), a step after the catalogue so a
 * database seeded before them gets them too: their own feeds of prices,
 * stock and promotions.
 */
export async function seedBrandWarehouses(db: Db, size: CatalogueSize = 'full'): Promise<void> {
  await nameSeededLines(db, catalogueRows(size).built);
  await db
    .insert(warehouses)
    .values(BRAND_WAREHOUSES.map(({ warehouseId, name }) => ({ warehouseId, name })));
  await importDemoFeed(db, size, 'giacenze-freschissimo.csv');
  await importDemoFeed(db, size, 'offerte-freschissimo.csv');
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
