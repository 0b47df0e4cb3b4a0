import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartViewResponseSchema, envelopeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope';
import { anonymousCart, viewCart } from './service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/cart/view',
    {
      schema: {
        tags: ['cart'],
        summary: "The shopper's cart; an anonymous visitor gets an empty cart of userId -1",
        querystring: z.object({ show_sectors: z.string().max(10).optional() }),
        response: { 200: envelopeSchema(CartViewResponseSchema) },
      },
    },
    async (request) => {
      const cart = request.session
        ? await viewCart(app.db, request.brand, request.session.user)
        : anonymousCart(request.brand);
      return ok({ data: cart });
    },
  );
};
