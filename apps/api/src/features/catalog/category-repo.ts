import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  categories,
  categoryBlocks,
  productClasses,
  products,
  vendors,
  warehouseProducts,
} from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryBlockRow = typeof categoryBlocks.$inferSelect;
export type ProductClassRow = typeof productClasses.$inferSelect;

export const listCategories = (db: Db): Promise<CategoryRow[]> =>
  db.select().from(categories).orderBy(asc(categories.level), asc(categories.position));

export const listCategoryBlockIds = (
  db: Db,
): Promise<{ categoryBlockId: number; categoryId: number }[]> =>
  db
    .select({
      categoryBlockId: categoryBlocks.categoryBlockId,
      categoryId: categoryBlocks.categoryId,
    })
    .from(categoryBlocks)
    .orderBy(asc(categoryBlocks.position));

export async function findCategoryBlock(
  db: Db,
  categoryBlockId: number,
): Promise<CategoryBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(categoryBlocks)
    .where(eq(categoryBlocks.categoryBlockId, categoryBlockId))
    .limit(1);
  return row;
}

export const listProductClasses = (db: Db): Promise<ProductClassRow[]> =>
  db.select().from(productClasses);

/**
 * Products a warehouse sells at a brand under each category, counting every
 * ancestor of a product's leaf; with a query, only the products matching it.
 */
export async function countProductsByCategory(
  db: Db,
  warehouseId: number,
  brandId: string,
  tsquery: string | null,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select c.category_id as "categoryId", count(*)::int as n
    from ${products} p
    join ${warehouseProducts} o on o.product_id = p.product_id and o.warehouse_id = ${warehouseId}
    cross join unnest(p.category_path) as c(category_id)
    where p.vendor_id not in (select v.vendor_id from ${vendors} v where v.brand_id <> ${brandId})
    ${tsquery ? sql`and p.search_vector @@ to_tsquery('italian', ${tsquery})` : sql``}
    group by c.category_id`);
  return new Map(rowsOf<{ categoryId: number; n: number }>(result).map((r) => [r.categoryId, r.n]));
}
