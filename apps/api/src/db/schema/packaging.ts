import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * How an order is packed (SPEC §3 orderPackages, "packaging products"): a
 * packaging product of the catalogue, priced by the cart's warehouse, holding
 * up to `items_per_package` pieces. The default one bags every cart.
 */
export const packagingTypes = pgTable(
  'packaging_types',
  {
    packagingTypeId: integer('packaging_type_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    itemsPerPackage: integer('items_per_package').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('packaging_types_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('packaging_types_items_check', sql`${t.itemsPerPackage} > 0`),
  ],
);
