import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryBlockQuerySchema,
  CategoryBlockResponseSchema,
  CategoryDetailResponseSchema,
  CategoryQuerySchema,
  CategoryTreeResponseSchema,
  PAGINATION,
  ProductListQuerySchema,
  ProductListResponseSchema,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsResponseSchema,
  envelopeSchema,
  type ProductListParams,
  CATALOG_MESSAGES,
} from '@spesa/domain';
import { AppError } from '../../http/app-error';
import { conditionalGet } from '../../http/compression';
import { ok } from '../../http/envelope';
import { findCategoryBlock } from './category-repo';
import { canonicalFacets } from './facets';
import { warehouseOf } from './plugin';
import { listProducts, productBySlug, productsByIds, searchSuggestions } from './product-service';
import { searchMessages, searchQuery } from './search';
import { searchTerms } from './search-terms';

const ProductListEnvelope = envelopeSchema(ProductListResponseSchema);
const SINGLE_PAGE = { selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 1 };

/** The listing's identity: what changes the answer, in a fixed order (`hash` does not). */
function listingKey(warehouseId: number, brandId: string, p: ProductListParams): string {
  return [
    warehouseId,
    brandId,
    p.parent_category_id ?? '',
    // An empty q lists nothing; no q lists everything: the key keeps them apart.
    p.q === undefined ? '-' : `q:${searchTerms(p.q).join(' ')}`,
    p.page ?? 1,
    p.page_size ?? PAGINATION.productPageSize,
    canonicalFacets(p.facets ?? {}),
    p.sort ?? 'rank',
    p.promo ? 1 : 0,
    p.new || p.new_product ? 1 : 0,
  ].join('|');
}

/**
 * Sends JSON the route's schema already produced (a cached listing): Fastify
 * passes a string with a JSON content type through without serializing it again.
 */
const sendSerialized = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

const PRODUCTS_DESCRIPTION = `Products of a category (parent_category_id, with its descendants), of a search (q), or one product (slug; 404 when unknown).
product_ids (comma-separated, at most 100) answers those products in that order on one page, without facets; ids the warehouse does not sell are left out.
Prices and stock are those of the logged-in shopper's cart's warehouse, else of the brand's default warehouse.

facets selects facet values: groups separated by ';', a group and its values by ':', values by ','.
Groups: category (child category ids), brand (label ids), tipologia (pezzo, confezione, sfuso, peso), feature (bio, senza-glutine, senza-lattosio, vegano, dop-igp).
Example: facets=brand:mercato,campi-del-sole;tipologia:pezzo. Values of a group are alternatives; groups combine.
An unknown group is a 400 naming facets; an unknown value matches nothing.
data.facets counts each group's values among the products matching every other group's selection.

q: at most 200 characters (longer is a 400 naming q). Italian stemming ('mele' finds 'mela'), prefixes ('parmig'), typos ('mozarella'), accents optional ('caffe').
Only letters and digits are read: a query of symbols answers an empty list.`;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings: listCache, productPages: productCache } = app.catalog;
  // Prices and stock follow the warehouse of the shopper's cart, and an address change
  // moves it at once: the browser revalidates every time, and gets a 304 when unchanged.
  app.addHook('onSend', conditionalGet('private, no-cache', { varyCookie: true }));

  app.get(
    '/ebsn/api/category',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The category tree (data.categories), or one category (data.category) by slug or categoryId',
        description:
          'Without slug or categoryId: the tree to `depth` levels; categories flagged HIDE_IN_MENU are returned with ' +
          'metaData.category_info.HIDE_IN_MENU = "true"; filtered=true drops categories without products. ' +
          'With q: the tree of the categories holding products that match the search, with their counts. ' +
          'With slug or categoryId: the category with its children to `depth` levels and its breadcrumb; 404 when unknown. ' +
          'Defaults of depth and filtered come from the brand configuration.',
        querystring: CategoryQuerySchema,
        response: {
          200: envelopeSchema(z.union([CategoryTreeResponseSchema, CategoryDetailResponseSchema])),
        },
      },
    },
    async (request) => {
      const { slug, categoryId, q, depth, filtered } = request.query;
      const config = request.brand.config;
      const options = {
        warehouseId: await warehouseOf(request),
        brandId: request.brand.brandId,
        depth: depth ?? config.categoryTreeDepth,
        filtered: filtered ?? config.filterEmptyCategories,
      };
      if (slug !== undefined || categoryId !== undefined) {
        const node = await app.catalog.categories.node(
          categoryId !== undefined ? { categoryId } : { slug },
        );
        if (!node)
          throw new AppError(
            'not_found',
            'catalog.category_not_found',
            CATALOG_MESSAGES.categoryNotFound,
            categoryId !== undefined ? 'categoryId' : 'slug',
          );
        return ok({ category: await app.catalog.categories.detail(node, options) });
      }
      if (q !== undefined) {
        const tsquery = await searchQuery(app.catalog, q, options.brandId);
        return ok({
          categories: tsquery
            ? await app.catalog.categories.searchTree({ ...options, tsquery })
            : [],
        });
      }
      return ok({ categories: await app.catalog.categories.tree(options) });
    },
  );

  app.get(
    '/ebsn/api/category-block/info',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A content block of a category page (a banner or a text), by categoryBlockId',
        description: 'Categories list their blocks in categoryBlockIds. 404 when unknown.',
        querystring: CategoryBlockQuerySchema,
        response: { 200: envelopeSchema(CategoryBlockResponseSchema) },
      },
    },
    async (request) => {
      const block = await findCategoryBlock(app.db, request.query.categoryBlockId);
      if (!block)
        throw new AppError(
          'not_found',
          'catalog.block_not_found',
          CATALOG_MESSAGES.blockNotFound,
          'categoryBlockId',
        );
      return ok({
        categoryBlock: {
          categoryBlockId: block.categoryBlockId,
          categoryId: block.categoryId,
          type: block.type,
          title: block.title,
          description: block.description,
          imageURL: block.imageUrl,
          linkURL: block.linkUrl,
          cssClass: block.cssClass,
        },
      });
    },
  );

  app.get(
    '/ebsn/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of products with facets and page info, or one product by slug',
        description: PRODUCTS_DESCRIPTION,
        querystring: ProductListQuerySchema,
        response: { 200: ProductListEnvelope },
      },
    },
    async (request, reply) => {
      const params = request.query;
      const warehouseId = await warehouseOf(request);
      if (params.slug !== undefined) {
        const slug = params.slug;
        // Only products are cached: unknown slugs would push real ones out.
        const { brandId, config } = request.brand;
        const body = await productCache.getOrLoad(`${warehouseId}|${brandId}|${slug}`, async () => {
          const product = await productBySlug(app.catalog, slug, warehouseId, {
            brandId,
            defaultWarehouseId: config.defaultWarehouseId,
          });
          if (!product)
            throw new AppError(
              'not_found',
              'catalog.product_not_found',
              CATALOG_MESSAGES.productNotFound,
              'slug',
            );
          const single = { products: [product], facets: [], page: SINGLE_PAGE };
          return JSON.stringify(ProductListEnvelope.parse(ok(single)));
        });
        return sendSerialized(reply, body);
      }
      const context = {
        warehouseId,
        brandId: request.brand.brandId,
        userId: request.session?.user.userId ?? null,
      };
      if (params.product_ids !== undefined)
        return ok(await productsByIds(app.catalog, params.product_ids, context));
      // What a shopper bought is theirs alone: never shared through the cache.
      if (params.preferred) return ok(await listProducts(app.catalog, params, context));
      const body = await listCache.getOrLoad(
        listingKey(warehouseId, context.brandId, params),
        async () => {
          const list = await listProducts(app.catalog, params, context);
          const infos =
            params.q === undefined
              ? []
              : await searchMessages(app.catalog, params.q, context.brandId);
          return JSON.stringify(ProductListEnvelope.parse(ok(list, infos)));
        },
      );
      return sendSerialized(reply, body);
    },
  );

  app.get(
    '/ebsn/api/products/search-suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Suggestions for the search box while the shopper types (the fast-search word list)',
        description:
          'words: completions of the last word typed, after the words before it; products: the best matches; ' +
          'categories: categories whose name contains the text. q is at most 200 characters.',
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: envelopeSchema(SearchSuggestionsResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await searchSuggestions(
          app.catalog,
          request.query.q,
          await warehouseOf(request),
          request.brand.brandId,
        ),
      ),
  );
};
