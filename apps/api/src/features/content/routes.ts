import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MenuSchema } from '@spesa/domain';
import { AppError, MESSAGES } from '../../http/app-error';
import { findMenu } from './repo';

/** The content service, WordPress-style: plain JSON bodies, no envelope. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/p/wp-json/wp/v2/menus/location/:location',
    {
      schema: {
        tags: ['content'],
        summary:
          "A navigation menu of the brand by location ('footer' feeds the footer and links drawer)",
        params: z.object({ location: z.string().regex(/^[a-z0-9_-]{1,40}$/) }),
        response: { 200: MenuSchema },
      },
    },
    async (request, reply) => {
      const items = await findMenu(app.db, request.brand.brandId, request.params.location);
      if (!items) throw new AppError('not_found', 'content.menu_not_found', MESSAGES.notFound);
      reply.header('cache-control', 'public, max-age=300');
      return items;
    },
  );
};
