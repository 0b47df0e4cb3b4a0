import {
  PAGINATION,
  type FacetSelection,
  type Product,
  type ProductListParams,
  type ProductListResponse,
  type ProductSort,
  type SearchSuggestionsResponse,
} from '@spesa/domain';
import type { CatalogState } from './catalog-state';
import { buildFacets, canonicalFacets, toFilters, totalFromCounts } from './facets';
import { toProduct } from './product-mapper';
import {
  countFacets,
  findListedBySlug,
  listProductIds,
  type FacetCount,
  type FacetFilters,
  type ListingScope,
} from './product-repo';
import { searchPlan } from './search';
import { completeWord } from './search-repo';
import { searchTerms } from './search-terms';

export interface ListContext {
  warehouseId: number;
  brandId: string;
  /** The logged-in shopper, for `preferred`; null for an anonymous visitor. */
  userId: number | null;
}

const emptyList = (page: number, size: number): ProductListResponse => ({
  products: [],
  facets: [],
  page: { selPage: page, totPages: 0, totItems: 0, itemsPerPage: size },
});

/** What a listing holds, whatever its sort and page. */
const scopeKey = (scope: ListingScope, selection: FacetSelection): string =>
  [
    scope.warehouseId,
    scope.brandId,
    scope.categoryId ?? '',
    scope.tsquery ?? '',
    scope.promo ? 1 : 0,
    scope.onlyNew ? 1 : 0,
    canonicalFacets(selection),
  ].join('|');

/**
 * Facet counts, shared by every page and sort of one listing. A shopper's own
 * purchases ('preferred') are counted afresh, never shared.
 */
function facetCounts(
  catalog: CatalogState,
  scope: ListingScope,
  filters: FacetFilters,
  selection: FacetSelection,
  childLevel: number,
): Promise<FacetCount[]> {
  const count = () => countFacets(catalog.db, scope, filters, childLevel);
  if (scope.purchasedBy !== undefined) return count();
  return catalog.facets.getOrLoad(scopeKey(scope, selection), count);
}

/**
 * The listing's products in order, shared by all its pages: the database sorts
 * the whole listing for any page anyway, so the next page (and the search
 * box's suggestions) comes from memory. A search's ranking follows its
 * wording (the plan's key), which the tsquery alone need not tell apart.
 */
function listingOrder(
  catalog: CatalogState,
  scope: ListingScope,
  filters: FacetFilters,
  selection: FacetSelection,
  sort: ProductSort,
  wording: string,
): Promise<Int32Array> {
  const list = () => listProductIds(catalog.db, scope, filters, sort);
  if (scope.purchasedBy !== undefined) return list();
  return catalog.orders.getOrLoad(`${scopeKey(scope, selection)}|${sort}|${wording}`, list);
}

/**
 * Products named by id (a flyer page's offers), in the order asked, as one page
 * without facets; the product cache answers, priced by the warehouse.
 */
export async function productsByIds(
  catalog: CatalogState,
  ids: readonly number[],
  context: Pick<ListContext, 'warehouseId' | 'brandId'>,
): Promise<ProductListResponse> {
  const products = await catalog.products.get(context.warehouseId, context.brandId, ids);
  return {
    products,
    facets: [],
    page: {
      selPage: 1,
      totPages: products.length > 0 ? 1 : 0,
      totItems: products.length,
      itemsPerPage: Math.max(ids.length, 1),
    },
  };
}

/**
 * A page of products with the facets of the whole filtered set. The database
 * counts the facets (and so the total) in one statement and picks the page's
 * ids in another; the products themselves come from the product cache.
 */
export async function listProducts(
  catalog: CatalogState,
  params: ProductListParams,
  context: ListContext,
): Promise<ProductListResponse> {
  const page = params.page ?? 1;
  const size = params.page_size ?? PAGINATION.productPageSize;
  if (params.preferred && context.userId === null) return emptyList(page, size);

  const scope: ListingScope = {
    warehouseId: context.warehouseId,
    brandId: context.brandId,
    promo: params.promo ?? false,
    onlyNew: (params.new ?? false) || (params.new_product ?? false),
    ...(params.preferred && context.userId !== null ? { purchasedBy: context.userId } : {}),
  };
  let childLevel = 1;
  if (params.parent_category_id !== undefined) {
    const parent = await catalog.categories.node({ categoryId: params.parent_category_id });
    if (!parent) return emptyList(page, size);
    scope.categoryId = parent.row.categoryId;
    childLevel = parent.row.level + 1;
  }
  if (params.q !== undefined) {
    const plan = await searchPlan(catalog, params.q, context.brandId);
    if (!plan) return emptyList(page, size);
    scope.tsquery = plan.tsquery;
    scope.ranking = plan.ranking;
  }

  const selection = params.facets ?? {};
  const filters = toFilters(selection);
  const counts = await facetCounts(catalog, scope, filters, selection, childLevel);
  const totItems = totalFromCounts(counts, selection);
  const offset = (page - 1) * size;
  const wording = params.q === undefined ? '' : searchTerms(params.q).join(' ');
  const order =
    offset < totItems
      ? await listingOrder(catalog, scope, filters, selection, params.sort ?? 'rank', wording)
      : new Int32Array();
  const ids = Array.from(order.subarray(offset, offset + size));
  const structure = await catalog.categories.structure();
  return {
    products: await catalog.products.get(context.warehouseId, context.brandId, ids),
    facets: buildFacets(counts, selection, (id) => structure.byId.get(id)),
    page: { selPage: page, totPages: Math.ceil(totItems / size), totItems, itemsPerPage: size },
  };
}

/**
 * One product by slug, priced by the shopper's warehouse. A product that
 * warehouse does not stock is still shown, at the default warehouse's price and
 * unavailable, so a shared link never breaks.
 */
export async function productBySlug(
  catalog: CatalogState,
  slug: string,
  warehouseId: number,
  brand: { brandId: string; defaultWarehouseId: number },
): Promise<Product | undefined> {
  const { classes } = await catalog.categories.structure();
  const row = await findListedBySlug(catalog.db, warehouseId, slug, brand.brandId);
  if (row) return toProduct(row, classes);
  if (warehouseId === brand.defaultWarehouseId) return undefined;
  const elsewhere = await findListedBySlug(
    catalog.db,
    brand.defaultWarehouseId,
    slug,
    brand.brandId,
  );
  return elsewhere && { ...toProduct(elsewhere, classes), available: 0 };
}

const SUGGESTED_WORDS = 8;
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 5;

const foldName = (name: string): string => searchTerms(name).join(' ');

/**
 * What the search box offers while the shopper types: completions of the last
 * word (after the words already typed), the best matching products and the
 * categories whose names contain what was typed.
 */
export async function searchSuggestions(
  catalog: CatalogState,
  q: string,
  warehouseId: number,
  brandId: string,
): Promise<SearchSuggestionsResponse> {
  const terms = searchTerms(q);
  const last = terms.at(-1);
  if (!last) return { words: [], products: [], categories: [] };
  const before = terms.slice(0, -1).join(' ');
  const completions = await completeWord(catalog.db, last, SUGGESTED_WORDS, brandId);
  const words = completions.map((w) => (before ? `${before} ${w}` : w));

  const plan = await searchPlan(catalog, q, brandId);
  const order = plan
    ? await listingOrder(
        catalog,
        { warehouseId, brandId, tsquery: plan.tsquery, ranking: plan.ranking },
        {},
        {},
        'rank',
        terms.join(' '),
      )
    : new Int32Array();
  const ids = Array.from(order.subarray(0, SUGGESTED_PRODUCTS));
  const found = await catalog.products.get(warehouseId, brandId, ids);

  const { byId } = await catalog.categories.structure();
  const folded = terms.join(' ');
  // As the search ranks them: the categories the query names, then the shortest names holding the text.
  const named = new Set(plan?.ranking.categoryIds ?? []);
  const categories = [...byId.values()]
    .filter(
      (n) =>
        !n.row.metaData.category_info.HIDE_IN_MENU &&
        (named.has(n.row.categoryId) || foldName(n.row.name).includes(folded)),
    )
    .sort(
      (a, b) =>
        Number(named.has(b.row.categoryId)) - Number(named.has(a.row.categoryId)) ||
        a.row.name.length - b.row.name.length,
    )
    .slice(0, SUGGESTED_CATEGORIES)
    .map((n) => ({ categoryId: n.row.categoryId, slug: n.row.slug, name: n.row.name }));

  return {
    words,
    products: found.map((p) => ({
      productId: p.productId,
      slug: p.slug,
      name: p.name,
      mediaURL: p.mediaURL,
    })),
    categories,
  };
}
