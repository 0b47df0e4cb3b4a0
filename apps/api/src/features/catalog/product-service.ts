import {
  PAGINATION,
  type Product,
  type ProductListParams,
  type ProductListResponse,
  type SearchSuggestionsResponse,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CategoryCatalogue } from './category-catalogue';
import { buildFacets, toFilters, totalFromCounts } from './facets';
import { productImageUrl, toProduct } from './product-mapper';
import { countFacets, findListedBySlug, listProductsPage, type ListingScope } from './product-repo';
import { buildTsQuery } from './search';
import { completeWord } from './search-repo';
import { searchTerms } from './search-terms';

export interface ListContext {
  warehouseId: number;
  /** The logged-in shopper, for `preferred`; null for an anonymous visitor. */
  userId: number | null;
}

const emptyList = (page: number, size: number): ProductListResponse => ({
  products: [],
  facets: [],
  page: { selPage: page, totPages: 0, totItems: 0, itemsPerPage: size },
});

/**
 * A page of products with the facets of the whole filtered set: one statement
 * counts every facet (and so the total), one fetches the page.
 */
export async function listProducts(
  db: Db,
  catalogue: CategoryCatalogue,
  params: ProductListParams,
  context: ListContext,
): Promise<ProductListResponse> {
  const page = params.page ?? 1;
  const size = params.page_size ?? PAGINATION.productPageSize;
  if (params.preferred && context.userId === null) return emptyList(page, size);

  const scope: ListingScope = {
    warehouseId: context.warehouseId,
    promo: params.promo ?? false,
    onlyNew: (params.new ?? false) || (params.new_product ?? false),
    ...(params.preferred && context.userId !== null ? { purchasedBy: context.userId } : {}),
  };
  let childLevel = 1;
  if (params.parent_category_id !== undefined) {
    const parent = await catalogue.node({ categoryId: params.parent_category_id });
    if (!parent) return emptyList(page, size);
    scope.categoryId = parent.row.categoryId;
    childLevel = parent.row.level + 1;
  }
  if (params.q !== undefined) {
    const tsquery = await buildTsQuery(db, params.q);
    if (!tsquery) return emptyList(page, size);
    scope.tsquery = tsquery;
  }

  const selection = params.facets ?? {};
  const filters = toFilters(selection);
  const structure = await catalogue.structure();
  const [counts, rows] = await Promise.all([
    countFacets(db, scope, filters, childLevel),
    listProductsPage(db, scope, filters, params.sort ?? 'rank', {
      offset: (page - 1) * size,
      limit: size,
    }),
  ]);
  const totItems = totalFromCounts(counts, selection);
  return {
    products: rows.map((row) => toProduct(row, structure.classes)),
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
  db: Db,
  catalogue: CategoryCatalogue,
  slug: string,
  warehouseId: number,
  defaultWarehouseId: number,
): Promise<Product | undefined> {
  const { classes } = await catalogue.structure();
  const row = await findListedBySlug(db, warehouseId, slug);
  if (row) return toProduct(row, classes);
  if (warehouseId === defaultWarehouseId) return undefined;
  const elsewhere = await findListedBySlug(db, defaultWarehouseId, slug);
  return elsewhere && { ...toProduct(elsewhere, classes), available: 0 };
}

const SUGGESTED_WORDS = 8;
const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 5;

/**
 * What the search box offers while the shopper types: completions of the last
 * word (after the words already typed), the best matching products and the
 * categories whose names contain what was typed.
 */
export async function searchSuggestions(
  db: Db,
  catalogue: CategoryCatalogue,
  q: string,
  warehouseId: number,
): Promise<SearchSuggestionsResponse> {
  const terms = searchTerms(q);
  const last = terms.at(-1);
  if (!last) return { words: [], products: [], categories: [] };
  const before = terms.slice(0, -1).join(' ');
  const completions = await completeWord(db, last, SUGGESTED_WORDS);
  const words = completions.map((w) => (before ? `${before} ${w}` : w));

  const tsquery = await buildTsQuery(db, q);
  const rows = tsquery
    ? await listProductsPage(db, { warehouseId, tsquery }, {}, 'rank', {
        offset: 0,
        limit: SUGGESTED_PRODUCTS,
      })
    : [];

  const { byId } = await catalogue.structure();
  const folded = terms.join(' ');
  const categories = [...byId.values()]
    .filter(
      (n) => !n.row.metaData.category_info.HIDE_IN_MENU && foldName(n.row.name).includes(folded),
    )
    .slice(0, SUGGESTED_CATEGORIES)
    .map((n) => ({ categoryId: n.row.categoryId, slug: n.row.slug, name: n.row.name }));

  return {
    words,
    products: rows.map((r) => ({
      productId: r.productId,
      slug: r.slug,
      name: r.name,
      mediaURL: productImageUrl(r.productId),
    })),
    categories,
  };
}

const foldName = (name: string): string => searchTerms(name).join(' ');
