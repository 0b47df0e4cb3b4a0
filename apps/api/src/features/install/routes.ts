import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@spesa/domain';
import { AppError } from '../../http/app-error';
import { revalidated } from '../../http/compression';
import { appIconSvg, parseIconFile, shortcutIconSvg } from './app-icons';
import { appleAppSiteAssociation, assetLinks, webAppManifest } from './manifest';

const notFound = () => new AppError('not_found', 'install.not_found', ERROR_MESSAGES.notFound);

/** A brand's file at one URL for every brand: shared caches keep one per host. */
function sendBrandJson(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: unknown,
): FastifyReply {
  return (
    reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host, accept-encoding')
      // Bytes, so that the type stays as given: Apple's and Google's checkers want 'application/json'.
      .send(revalidated(request, reply, Buffer.from(JSON.stringify(body))))
  );
}

/**
 * The shop as an app (issue 35): the brand's web app manifest and its icons, and the
 * files by which a brand domain hands its deep links to the brand's Android and iOS
 * apps (ANDROID_APP_IDS, IOS_APP_IDS; a brand without one answers 404 there).
 */
export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ANDROID_APP_IDS: androidApps, IOS_APP_IDS: iosApps } = app.config;
  for (const [name, ids] of Object.entries({
    ANDROID_APP_IDS: androidApps,
    IOS_APP_IDS: iosApps,
  })) {
    const unknown = Object.keys(ids).filter((id) => !app.brands.get(id));
    if (unknown.length)
      throw new Error(`${name} names ${unknown.join(', ')}: not a configured brand.`);
  }

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
    sendBrandJson(
      request,
      reply,
      'application/manifest+json; charset=utf-8',
      webAppManifest(request.brand, androidApps[request.brand.brandId]),
    ),
  );

  app.get(
    '/img/brand/:brandId/:file',
    {
      schema: {
        tags: ['brand'],
        summary:
          "A brand's app icon (PNG): icon-{size}, maskable-{size}, apple-touch-icon-180, shortcut-{search|cart|orders}-96",
        params: z.object({ brandId: z.string().max(64), file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const brand = app.brands.get(request.params.brandId);
      const icon = parseIconFile(request.params.file);
      if (!brand || !icon) throw notFound();
      const svg =
        icon.kind === 'icon'
          ? appIconSvg(brand.logoSvg, icon.variant, icon.size)
          : shortcutIconSvg(icon.glyph, brand.theme.primary, icon.size);
      const png = await app.pictures.png(svg, icon.size);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(revalidated(request, reply, png));
    },
  );

  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (request, reply) => {
    const android = androidApps[request.brand.brandId];
    if (!android) throw notFound();
    return sendBrandJson(request, reply, 'application/json', assetLinks(android));
  });

  app.get(
    '/.well-known/apple-app-site-association',
    { schema: { hide: true } },
    async (request, reply) => {
      const ios = iosApps[request.brand.brandId];
      if (!ios) throw notFound();
      return sendBrandJson(request, reply, 'application/json', appleAppSiteAssociation(ios));
    },
  );
};
