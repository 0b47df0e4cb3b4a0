import { CATALOG_MESSAGES } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOrigin } from '../brands';
import { breadcrumbOf, type CategoryNode } from './category-catalogue';
import { listProductSlugs } from './product-repo';
import { productBySlug } from './product-service';
import { categoryHead, productHead } from './seo-head';
import { escapeXml } from '../../lib/xml';

/** Categories out of the menu (and under one) stay out of the sitemap too. */
const hiddenFromMenu = (node: CategoryNode | null): boolean =>
  !!node && (!!node.row.metaData.category_info.HIDE_IN_MENU || hiddenFromMenu(node.parent));

/**
 * Product and category pages answered with the web app and their head already
 * written (title, canonical, Open Graph, JSON-LD), so search engines and link
 * previews read them without JavaScript; plus the sitemap. An unknown slug
 * still gets the web app, which shows its not-found page, with HTTP 404.
 * Registered before the web app's catch-all.
 */
export const catalogPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string().max(300) }) } },
    async (request, reply) => {
      const brand = request.brand;
      const product = await productBySlug(
        app.catalog,
        request.params.slug,
        brand.config.defaultWarehouseId,
        { brandId: brand.brandId, defaultWarehouseId: brand.config.defaultWarehouseId },
      );
      if (!product)
        return app.sendPage(
          request,
          reply,
          { title: CATALOG_MESSAGES.pageNotFound(brand.name) },
          404,
        );
      const node = await app.catalog.categories.node({ categoryId: product.categoryId });
      const trail = node ? breadcrumbOf(node) : [];
      return app.sendPage(
        request,
        reply,
        productHead(product, trail, brandOrigin(request), brand.name),
      );
    },
  );

  app.get(
    '/category/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(300) }),
        querystring: z.object({ categoryId: z.string().max(12).optional() }),
      },
    },
    async (request, reply) => {
      const brand = request.brand;
      const slug = request.params['*'].replace(/\/+$/, '');
      const byId = /^\d+$/.test(request.query.categoryId ?? '')
        ? await app.catalog.categories.node({ categoryId: Number(request.query.categoryId) })
        : undefined;
      const node = byId ?? (await app.catalog.categories.node({ slug }));
      if (!node)
        return app.sendPage(
          request,
          reply,
          { title: CATALOG_MESSAGES.pageNotFound(brand.name) },
          404,
        );
      const info = node.row.metaData.category_info;
      const head = categoryHead(
        { title: info.TITLE, description: info.DESCRIPTION, image: info.MENU_IMAGE },
        breadcrumbOf(node),
        brandOrigin(request),
        brand.name,
      );
      return app.sendPage(request, reply, head);
    },
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = brandOrigin(request);
    const { byId } = await app.catalog.categories.structure();
    const counts = await app.catalog.categories.countsIn(
      request.brand.config.defaultWarehouseId,
      request.brand.brandId,
    );
    const categoryPaths = [...byId.values()]
      .filter((n) => (counts.get(n.row.categoryId) ?? 0) > 0 && !hiddenFromMenu(n))
      .map((n) => `/category/${n.row.slug}`);
    const productPaths = (await listProductSlugs(app.db, request.brand.brandId)).map(
      (p) => `/product/${p.slug}`,
    );
    const urls = ['/', ...categoryPaths, ...productPaths]
      .map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};
