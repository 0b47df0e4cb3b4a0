import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrandPublicSchema, envelopeSchema, ERROR_MESSAGES } from '@spesa/domain';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/app-error';
import { brandOrigin } from './plugin';
import { MAIL_LOGO, toBrandPublic } from './service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const brandOf = (brandId: string) => {
    const brand = app.brands.get(brandId);
    if (!brand) throw new AppError('not_found', 'brand.not_found', ERROR_MESSAGES.notFound);
    return brand;
  };

  app.get(
    '/ebsn/api/brand',
    {
      schema: {
        tags: ['brand'],
        summary: "The brand of the request's host: name, theme, flags, texts",
        response: { 200: envelopeSchema(BrandPublicSchema) },
      },
    },
    async (request) => ok(toBrandPublic(request.brand, brandOrigin(request))),
  );

  app.get(
    '/img/brand/:brandId/logo.svg',
    {
      schema: {
        tags: ['brand'],
        summary: "A brand's logo",
        params: z.object({ brandId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const brand = brandOf(request.params.brandId);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(brand.logoSvg);
    },
  );

  app.get(
    '/img/brand/:brandId/logo.png',
    {
      schema: {
        tags: ['brand'],
        summary: "A brand's logo drawn as PNG at twice its size, for the mails",
        params: z.object({ brandId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const brand = brandOf(request.params.brandId);
      const picture = await app.pictures.png(brand.logoSvg, 2 * MAIL_LOGO.width);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(picture);
    },
  );
};
