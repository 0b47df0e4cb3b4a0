import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, MESSAGES } from '../../http/app-error';
import { categoryIconSvg, categoryMenuSvg, packshotSvg } from './packshot-svg';
import { findPackshotFacts } from './product-repo';

/** Pictures are generated from the catalogue and change only with it: cached for 30 days. */
const IMAGE_CACHE = 'public, max-age=2592000';

export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img/products/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The packshot of a product, as SVG: /img/products/{productId}.svg',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const facts = await findPackshotFacts(app.db, Number.parseInt(request.params.file, 10));
      const top = facts && (await app.catalog.categories.node({ categoryId: facts.topCategoryId }));
      if (!facts || !top)
        throw new AppError('not_found', 'catalog.image_not_found', MESSAGES.notFound);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE)
        .send(
          packshotSvg({
            name: facts.name,
            brand: facts.brand,
            colour: top.row.colour,
            icon: top.row.icon,
          }),
        );
    },
  );

  app.get(
    '/img/categories/:categoryId/:picture',
    {
      schema: {
        tags: ['catalog'],
        summary: "A category's icon (icon.svg) or menu picture (menu.svg)",
        params: z.object({
          categoryId: z.coerce.number().int().min(1).max(2_147_483_647),
          picture: z.enum(['icon.svg', 'menu.svg']),
        }),
      },
    },
    async (request, reply) => {
      const node = await app.catalog.categories.node({ categoryId: request.params.categoryId });
      if (!node) throw new AppError('not_found', 'catalog.image_not_found', MESSAGES.notFound);
      const { colour, icon, name } = node.row;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE)
        .send(
          request.params.picture === 'icon.svg'
            ? categoryIconSvg(colour, icon)
            : categoryMenuSvg(name, colour, icon),
        );
    },
  );
};
