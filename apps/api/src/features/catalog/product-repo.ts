import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FacetGroup, ProductSort } from '@spesa/domain';
import type { Db } from '../../db/client';
import { products, purchasedProducts, vendors, warehouseProducts } from '../../db/schema';
import { rowsOf, textArray } from './search-repo';

/** What narrows a product list; facets narrow it further, group by group. */
export interface ListingScope {
  warehouseId: number;
  /** Products of this category and its descendants. */
  categoryId?: number;
  /** Text for to_tsquery('italian', …), built by the search from catalogue words only. */
  tsquery?: string;
  promo?: boolean;
  onlyNew?: boolean;
  /** Only what this shopper bought before. */
  purchasedBy?: number;
}

export interface FacetFilters {
  category?: number[];
  brand?: string[];
  /** TIPOLOGIA values as stored ('Sfuso'). */
  tipologia?: string[];
  feature?: string[];
}

export interface FacetCount {
  facet: FacetGroup;
  value: string;
  /** The label's name for brand values; null for the other groups. */
  name: string | null;
  n: number;
}

const intArray = (values: readonly number[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

const allOf = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0
    ? sql`true`
    : sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `,
      );

const tsQuery = (text: string): SQL => sql`to_tsquery('italian', ${text})`;

function scopeConditions(scope: ListingScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.categoryId !== undefined)
    conditions.push(sql`${products.categoryPath} @> ${intArray([scope.categoryId])}`);
  if (scope.tsquery) conditions.push(sql`${products.searchVector} @@ ${tsQuery(scope.tsquery)}`);
  if (scope.promo) conditions.push(sql`${warehouseProducts.promo} is not null`);
  if (scope.onlyNew) conditions.push(sql`${products.isNew}`);
  if (scope.purchasedBy !== undefined)
    conditions.push(
      sql`${products.productId} in (select ${purchasedProducts.productId} from ${purchasedProducts} where ${purchasedProducts.userId} = ${scope.purchasedBy})`,
    );
  return conditions;
}

/** One condition per selected group; values of a group are alternatives. */
function facetConditions(filters: FacetFilters, except?: FacetGroup): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category && except !== 'category')
    conditions.push(sql`${products.categoryPath} && ${intArray(filters.category)}`);
  if (filters.brand && except !== 'brand')
    conditions.push(sql`${vendors.slug} = any(${textArray(filters.brand)})`);
  if (filters.tipologia && except !== 'tipologia')
    conditions.push(sql`${products.tipologia} = any(${textArray(filters.tipologia)})`);
  if (filters.feature && except !== 'feature')
    conditions.push(sql`${products.features} && ${textArray(filters.feature)}`);
  return conditions;
}

const fromListing = (warehouseId: number): SQL => sql`
  from ${products}
  join ${warehouseProducts} on ${warehouseProducts.productId} = ${products.productId}
    and ${warehouseProducts.warehouseId} = ${warehouseId}
  join ${vendors} on ${vendors.vendorId} = ${products.vendorId}`;

/**
 * Counts of every facet value in one statement. Each group is counted over the
 * products that pass the scope and every *other* group's selection, so picking
 * a brand still shows the other brands one could add.
 * childLevel: the level of the category values (children of the listed category).
 */
export async function countFacets(
  db: Db,
  scope: ListingScope,
  filters: FacetFilters,
  childLevel: number,
): Promise<FacetCount[]> {
  const base = scopeConditions(scope);
  const from = fromListing(scope.warehouseId);
  const where = (except: FacetGroup) => allOf([...base, ...facetConditions(filters, except)]);
  // A literal index, not a parameter: PostgreSQL must see the same expression in select and group by.
  if (!Number.isInteger(childLevel)) throw new Error(`bad category level ${childLevel}`);
  const child = sql`${products.categoryPath}[${sql.raw(String(childLevel))}]`;
  const result = await db.execute(sql`
    select 'category' as facet, (${child})::text as value, null as name, count(*)::int as n
    ${from} where ${where('category')} and ${child} is not null group by ${child}
    union all
    select 'brand', ${vendors.slug}, ${vendors.name}, count(*)::int
    ${from} where ${where('brand')} group by ${vendors.slug}, ${vendors.name}
    union all
    select 'tipologia', ${products.tipologia}, null, count(*)::int
    ${from} where ${where('tipologia')} group by ${products.tipologia}
    union all
    select 'feature', f.feature, null, count(*)::int
    ${from} cross join unnest(${products.features}) as f(feature)
    where ${where('feature')} group by f.feature`);
  return rowsOf<FacetCount>(result);
}

const {
  searchVector: _searchVector,
  searchBrand: _searchBrand,
  searchCategories: _searchCategories,
  popularity: _popularity,
  ...productColumns
} = getTableColumns(products);

const listedColumns = {
  ...productColumns,
  priceCents: warehouseProducts.priceCents,
  priceStandardCents: warehouseProducts.priceStandardCents,
  promo: warehouseProducts.promo,
  available: warehouseProducts.available,
  warehouseId: warehouseProducts.warehouseId,
  vendorName: vendors.name,
};

export type ListedProductRow = Awaited<ReturnType<typeof selectListed>>[number];

function selectListed(db: Db, warehouseId: number) {
  return db
    .select(listedColumns)
    .from(products)
    .innerJoin(
      warehouseProducts,
      and(
        eq(warehouseProducts.productId, products.productId),
        eq(warehouseProducts.warehouseId, warehouseId),
      ),
    )
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId));
}

function ordering(sort: ProductSort, tsquery: string | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(warehouseProducts.priceCents)];
    case 'price_des':
      return [desc(warehouseProducts.priceCents)];
    case 'alf_asc':
      return [asc(products.name)];
    case 'alf_des':
      return [desc(products.name)];
    case 'promo':
      // Deepest discount first; bundles (no standard price) after the price cuts.
      return [
        sql`(${warehouseProducts.promo} is null)`,
        sql`${warehouseProducts.priceCents}::float8 / coalesce(${warehouseProducts.priceStandardCents}, ${warehouseProducts.priceCents})`,
        desc(products.popularity),
      ];
    case 'rank':
      return tsquery
        ? [
            sql`ts_rank_cd(${products.searchVector}, ${tsQuery(tsquery)}) desc`,
            desc(products.popularity),
          ]
        : [desc(products.highlight), desc(products.popularity)];
  }
}

export async function listProductsPage(
  db: Db,
  scope: ListingScope,
  filters: FacetFilters,
  sort: ProductSort,
  page: { offset: number; limit: number },
): Promise<ListedProductRow[]> {
  return selectListed(db, scope.warehouseId)
    .where(allOf([...scopeConditions(scope), ...facetConditions(filters)]))
    .orderBy(...ordering(sort, scope.tsquery), asc(products.productId))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findListedBySlug(
  db: Db,
  warehouseId: number,
  slug: string,
): Promise<ListedProductRow | undefined> {
  const [row] = await selectListed(db, warehouseId).where(eq(products.slug, slug)).limit(1);
  return row;
}

export async function findListedById(
  db: Db,
  warehouseId: number,
  productId: number,
): Promise<ListedProductRow | undefined> {
  const [row] = await selectListed(db, warehouseId)
    .where(eq(products.productId, productId))
    .limit(1);
  return row;
}

/** Slugs for the sitemap: every product some warehouse sells. */
export const listProductSlugs = (db: Db): Promise<{ slug: string }[]> =>
  db
    .selectDistinct({ slug: products.slug })
    .from(products)
    .innerJoin(warehouseProducts, eq(warehouseProducts.productId, products.productId))
    .orderBy(asc(products.slug));

/** What a packshot shows: name, label and the colour and icon of its department. */
export async function findPackshotFacts(
  db: Db,
  productId: number,
): Promise<{ name: string; brand: string; topCategoryId: number } | undefined> {
  const [row] = await db
    .select({
      name: products.name,
      brand: vendors.name,
      topCategoryId: sql<number>`${products.categoryPath}[1]`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(eq(products.productId, productId))
    .limit(1);
  return row;
}
