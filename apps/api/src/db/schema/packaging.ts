import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { products } from './catalog';

/**
 * How an order is packed (docs/rules/cart.md orderPackages, "packaging products"): a
 * packaging product of the catalogue, priced by the cart's warehouse, holding
 * up to `items_per_package` pieces. The default one bags every cart. A bag of
 * a brand's private label is that brand's choice only (brand_id), one default each.
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
    /** The brand offering it; null for every brand. */
    brandId: text('brand_id').references(() => brands.brandId),
  },
  (t) => [
    uniqueIndex('packaging_types_one_default_idx')
      .on(sql`coalesce(${t.brandId}, '')`)
      .where(sql`${t.isDefault}`),
    check('packaging_types_items_check', sql`${t.itemsPerPackage} > 0`),
  ],
);
