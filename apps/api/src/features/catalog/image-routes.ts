import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QueryIdSchema, ERROR_MESSAGES } from '@spesa/domain';
import { PICTURE_WIDTHS } from '@spesa/domain/api/pictures';
import { AppError } from '../../http/app-error';
import { PICTURE_QUERY, pictureFile, sendPicture } from '../../plugins/pictures';
import type { CategoryNode } from './category-catalogue';
import { packshotSubject } from './packshot-family';
import { categoryIconSvg, categoryMenuSvg, packshotSvg, withoutBrand } from './packshot-svg';
import { findPackshotFacts } from './product-repo';
import { productPicture } from './imports/repo/product-images';

/** Pictures are generated from the catalogue and change only with it: cached for 30 days. */
const IMAGE_CACHE = 'public, max-age=2592000';
const PLACEHOLDER_CACHE = 'public, max-age=300';

export const catalogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/img/products/:file',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The packshot of a product: /img/products/{productId}.webp (400 px, ?w=800 for 800), or .svg as drawn',
        params: z.object({ file: pictureFile(/\d{1,9}/) }),
        querystring: PICTURE_QUERY,
      },
    },
    async (request, reply) => {
      const productId = Number.parseInt(request.params.file, 10);
      const width = request.query.w ?? PICTURE_WIDTHS.packshot[0];
      // The grocer's own picture once the image job has made it; the drawn packshot until then.
      const own =
        request.params.file.endsWith('.webp') && (width === 400 || width === 800)
          ? await productPicture(app.db, productId, width)
          : null;
      if (Buffer.isBuffer(own))
        return reply.header('cache-control', IMAGE_CACHE).type('image/webp').send(own);
      const facts = await findPackshotFacts(app.db, productId);
      const leaf = facts && (await app.catalog.categories.node({ categoryId: facts.categoryId }));
      if (!facts || !leaf)
        throw new AppError('not_found', 'catalog.image_not_found', ERROR_MESSAGES.notFound);
      const lineage: CategoryNode[] = [];
      for (let node: CategoryNode | null = leaf; node; node = node.parent) lineage.push(node);
      const top = lineage[lineage.length - 1]!;
      const infos = facts.productInfos;
      const pieces = Number(infos.MULTI_PACK ?? '1');
      const unit = infos.TIPOLOGIA === 'Pezzo' ? infos.WEIGHT_SELLING_SINGLE_UNIT_UM : undefined;
      return sendPicture(
        app,
        reply,
        packshotSvg({
          name: facts.name,
          brand: facts.brand,
          colour: top.row.colour,
          pieces,
          subject: packshotSubject({
            name: withoutBrand(facts.name, facts.brand),
            categories: lineage.map((node) => node.row.name),
            tipologia: infos.TIPOLOGIA,
            ...(unit ? { unit } : {}),
            pieces,
          }),
        }),
        {
          file: request.params.file,
          kind: 'packshot',
          width: request.query.w,
          // A stand-in for a picture still being made is kept briefly, so the picture shows soon.
          cacheControl: own === 'waiting' ? PLACEHOLDER_CACHE : IMAGE_CACHE,
        },
      );
    },
  );

  app.get(
    '/img/categories/:categoryId/:picture',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A category's icon (icon.webp, 96 px) or menu picture (menu.webp, 300 px, ?w=600 for 600), or either .svg as drawn",
        params: z.object({
          categoryId: QueryIdSchema,
          picture: z.enum(['icon.svg', 'icon.webp', 'menu.svg', 'menu.webp']),
        }),
        querystring: PICTURE_QUERY,
      },
    },
    async (request, reply) => {
      const node = await app.catalog.categories.node({ categoryId: request.params.categoryId });
      if (!node)
        throw new AppError('not_found', 'catalog.image_not_found', ERROR_MESSAGES.notFound);
      const { colour, icon, name } = node.row;
      const { picture } = request.params;
      const isIcon = picture.startsWith('icon.');
      return sendPicture(
        app,
        reply,
        isIcon ? categoryIconSvg(colour, icon) : categoryMenuSvg(name, colour, icon),
        {
          file: picture,
          kind: isIcon ? 'categoryIcon' : 'categoryMenu',
          width: request.query.w,
          cacheControl: IMAGE_CACHE,
        },
      );
    },
  );
};
