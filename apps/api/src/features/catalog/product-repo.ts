import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  WISHLIST_LIMITS,
  type FacetGroup,
  type ProductInfos,
  type ProductSort,
} from '@spesa/domain';
import { rowsOf, type Db } from '../../db/client';
import {
  categories,
  mostBoughtFirst,
  products,
  purchasedProducts,
  vendors,
  warehouseProducts,
} from '../../db/schema';
import type { SearchRanking } from './search';
import { searchOrdering } from './search-rank-repo';
import { textArray } from './search-repo';

/** What narrows a product list; facets narrow it further, group by group. */
export interface ListingScope {
  warehouseId: number;
  /** The Host's brand: another brand's private label is never listed. */
  brandId: string;
  /** Products of this category and its descendants. */
  categoryId?: number;
  /** Text for to_tsquery('italian', …), built by the search from catalogue words only. */
  tsquery?: string;
  /** How the search's results rank (sort 'rank'). */
  ranking?: SearchRanking;
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

/**
 * The offer of the listed warehouse, looked up per product through the
 * (warehouse_id, product_id) key. The LIMIT (there is one offer anyway) keeps
 * PostgreSQL from flattening the lookup into a join that would hash every offer
 * of the warehouse on each request.
 */
const offerColumns = {
  priceCents: warehouseProducts.priceCents,
  priceStandardCents: warehouseProducts.priceStandardCents,
  promo: warehouseProducts.promo,
  available: warehouseProducts.available,
  warehouseId: warehouseProducts.warehouseId,
};

const OFFER = sql.raw('"offer"');

const offerCondition = (warehouseId: number): SQL =>
  sql`${warehouseProducts.warehouseId} = ${warehouseId} and ${warehouseProducts.productId} = ${products.productId}`;

/**
 * Products the brand sells: every producer's and its own private label's, not
 * another brand's (docs/decisions/020-private-label.md). A handful of labels
 * are a brand's: the subquery is one small hashed list.
 */
export const soldBy = (brandId: string): SQL =>
  sql`${products.vendorId} not in (select ${vendors.vendorId} from ${vendors} where ${vendors.brandId} <> ${brandId})`;

/** The shopper's most bought products, as many as 'I più acquistati' holds. */
const mostBought = (userId: number): SQL =>
  sql`select ${purchasedProducts.productId} from ${purchasedProducts} where ${purchasedProducts.userId} = ${userId} order by ${sql.join(mostBoughtFirst(), sql`, `)} limit ${WISHLIST_LIMITS.purchasedItems}`;

/** Conditions on the product (and its offer, as "offer") that define the listing. */
function scopeConditions(scope: ListingScope): SQL[] {
  const conditions: SQL[] = [soldBy(scope.brandId)];
  if (scope.categoryId !== undefined)
    conditions.push(sql`${products.categoryPath} @> ${intArray([scope.categoryId])}`);
  if (scope.tsquery) conditions.push(sql`${products.searchVector} @@ ${tsQuery(scope.tsquery)}`);
  if (scope.promo) conditions.push(sql`${OFFER}.promo is not null`);
  if (scope.onlyNew) conditions.push(sql`${products.isNew}`);
  if (scope.purchasedBy !== undefined)
    conditions.push(sql`${products.productId} in (${mostBought(scope.purchasedBy)})`);
  return conditions;
}

/** Where the facet attributes are read from: the tables, or the facet query's scope rows. */
interface FacetColumns {
  categoryPath: SQL;
  brand: SQL;
  tipologia: SQL;
  features: SQL;
}

const TABLE_COLUMNS: FacetColumns = {
  categoryPath: sql`${products.categoryPath}`,
  brand: sql`${vendors.slug}`,
  tipologia: sql`${products.tipologia}`,
  features: sql`${products.features}`,
};

const SCOPE_COLUMNS: FacetColumns = {
  categoryPath: sql.raw('scope.category_path'),
  brand: sql.raw('scope.brand'),
  tipologia: sql.raw('scope.tipologia'),
  features: sql.raw('scope.features'),
};

/** One condition per selected group; values of a group are alternatives. */
function facetConditions(filters: FacetFilters, columns: FacetColumns, except?: FacetGroup): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category && except !== 'category')
    conditions.push(sql`${columns.categoryPath} && ${intArray(filters.category)}`);
  if (filters.brand && except !== 'brand')
    conditions.push(sql`${columns.brand} = any(${textArray(filters.brand)})`);
  if (filters.tipologia && except !== 'tipologia')
    conditions.push(sql`${columns.tipologia} = any(${textArray(filters.tipologia)})`);
  if (filters.feature && except !== 'feature')
    conditions.push(sql`${columns.features} && ${textArray(filters.feature)}`);
  return conditions;
}

/**
 * Counts of every facet value in one statement over one scan of the listing.
 * Each group is counted over the products that pass every *other* group's
 * selection, so picking a brand still shows the other brands one could add.
 * childLevel: the level of the category values (children of the listed category).
 */
export async function countFacets(
  db: Db,
  scope: ListingScope,
  filters: FacetFilters,
  childLevel: number,
): Promise<FacetCount[]> {
  // A literal index, not a parameter: PostgreSQL must see the same expression in select and group by.
  if (!Number.isInteger(childLevel)) throw new Error(`bad category level ${childLevel}`);
  const child = sql.raw(`scope.category_path[${childLevel}]`);
  const where = (except: FacetGroup) => allOf(facetConditions(filters, SCOPE_COLUMNS, except));
  const result = await db.execute(sql`
    with scope as materialized (
      select ${products.categoryPath} as category_path, ${products.tipologia} as tipologia,
        ${products.features} as features, ${vendors.slug} as brand, ${vendors.name} as brand_name
      from ${products}
      cross join lateral (
        select ${warehouseProducts.promo} from ${warehouseProducts}
        where ${offerCondition(scope.warehouseId)} limit 1) as ${OFFER}
      join ${vendors} on ${vendors.vendorId} = ${products.vendorId}
      where ${allOf(scopeConditions(scope))})
    select 'category' as facet, (${child})::text as value, null as name, count(*)::int as n
    from scope where ${where('category')} and ${child} is not null group by ${child}
    union all
    select 'brand', scope.brand, scope.brand_name, count(*)::int
    from scope where ${where('brand')} group by scope.brand, scope.brand_name
    union all
    select 'tipologia', scope.tipologia, null, count(*)::int
    from scope where ${where('tipologia')} group by scope.tipologia
    union all
    select 'feature', f.feature, null, count(*)::int
    from scope cross join unnest(scope.features) as f(feature)
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

function selectListed(db: Db, warehouseId: number) {
  const offer = db
    .select(offerColumns)
    .from(warehouseProducts)
    .where(offerCondition(warehouseId))
    .limit(1)
    .as('offer');
  return db
    .select({
      ...productColumns,
      priceCents: offer.priceCents,
      priceStandardCents: offer.priceStandardCents,
      promo: offer.promo,
      available: offer.available,
      warehouseId: offer.warehouseId,
      vendorName: vendors.name,
      labelOf: vendors.brandId,
    })
    .from(products)
    .innerJoinLateral(offer, sql`true`)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId));
}

export type ListedProductRow = Awaited<ReturnType<typeof selectListed>>[number];

/**
 * A category's page runs as its shelves do: the products under its first
 * sub-category (in the tree's order) before those under the second, so Frutta e
 * verdura opens with fruit, not with what is ready to cook. Popularity alone
 * mixed every shelf, and a sub-category of processed goods could lead the page.
 */
const shelfOrder = (categoryId: number): SQL =>
  sql`(select ${categories.position} from ${categories} where ${categories.categoryId} = ${products.categoryPath}[array_position(${products.categoryPath}, ${categoryId}) + 1])`;

function ordering(sort: ProductSort, scope: ListingScope): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${OFFER}.price_cents`];
    case 'price_des':
      return [sql`${OFFER}.price_cents desc`];
    case 'alf_asc':
      return [asc(products.name)];
    case 'alf_des':
      return [desc(products.name)];
    case 'promo':
      // Deepest discount first; bundles (no standard price) after the price cuts.
      return [
        sql`(${OFFER}.promo is null)`,
        sql`${OFFER}.price_cents::float8 / coalesce(${OFFER}.price_standard_cents, ${OFFER}.price_cents)`,
        desc(products.popularity),
      ];
    case 'rank':
      if (scope.ranking) return searchOrdering(scope.ranking, OFFER, sql`${products.popularity}`);
      return [
        ...(scope.categoryId === undefined ? [] : [shelfOrder(scope.categoryId)]),
        desc(products.highlight),
        desc(products.popularity),
      ];
  }
}

/**
 * The ids of the whole listing in order (or of its first `limit`); pages are
 * cut from it, and the rows come from findListedByIds.
 */
export async function listProductIds(
  db: Db,
  scope: ListingScope,
  filters: FacetFilters,
  sort: ProductSort,
  limit?: number,
): Promise<Int32Array> {
  const offer = sql`(select ${warehouseProducts.priceCents} as price_cents, ${warehouseProducts.priceStandardCents} as price_standard_cents, ${warehouseProducts.promo} as promo, ${warehouseProducts.available} as available
    from ${warehouseProducts} where ${offerCondition(scope.warehouseId)} limit 1)`;
  const result = await db.execute(sql`
    select ${products.productId} as id
    from ${products}
    cross join lateral ${offer} as ${OFFER}
    ${filters.brand ? sql`join ${vendors} on ${vendors.vendorId} = ${products.vendorId}` : sql``}
    where ${allOf([...scopeConditions(scope), ...facetConditions(filters, TABLE_COLUMNS)])}
    order by ${sql.join([...ordering(sort, scope), sql`${products.productId}`], sql`, `)}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return Int32Array.from(rowsOf<{ id: number }>(result), (r) => r.id);
}

export async function findListedByIds(
  db: Db,
  warehouseId: number,
  ids: readonly number[],
): Promise<ListedProductRow[]> {
  if (ids.length === 0) return [];
  return selectListed(db, warehouseId).where(inArray(products.productId, [...ids]));
}

export async function findListedBySlug(
  db: Db,
  warehouseId: number,
  slug: string,
  brandId: string,
): Promise<ListedProductRow | undefined> {
  const [row] = await selectListed(db, warehouseId)
    .where(and(eq(products.slug, slug), soldBy(brandId)))
    .limit(1);
  return row;
}

/** Slugs for the brand's sitemap: every product of the brand some warehouse sells. */
export const listProductSlugs = (db: Db, brandId: string): Promise<{ slug: string }[]> =>
  db
    .selectDistinct({ slug: products.slug })
    .from(products)
    .innerJoin(warehouseProducts, eq(warehouseProducts.productId, products.productId))
    .where(soldBy(brandId))
    .orderBy(asc(products.slug));

/** What a packshot shows: name, label, leaf category and how the product sells. */
export async function findPackshotFacts(
  db: Db,
  productId: number,
): Promise<
  { name: string; brand: string; categoryId: number; productInfos: ProductInfos } | undefined
> {
  const [row] = await db
    .select({
      name: products.name,
      brand: vendors.name,
      categoryId: products.categoryId,
      productInfos: products.productInfos,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(eq(products.productId, productId))
    .limit(1);
  return row;
}

/**
 * Each product's purchases, which break ties in the search's ranking and
 * order the listings (decision 019). What one shopper bought, for 'I più
 * acquistati' and the "preferred" filter, counts at delivery instead
 * (docs/rules/lists.md). Products in id order, as takeStock locks their
 * stock, so two orders never wait on each other.
 */
export async function recordPurchases(tx: Db, productIds: number[]): Promise<void> {
  const unique = [...new Set(productIds)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await tx
    .update(products)
    .set({ popularity: sql`${products.popularity} + 1` })
    .where(inArray(products.productId, unique));
}
