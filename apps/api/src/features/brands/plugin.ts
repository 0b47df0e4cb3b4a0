import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { BrandRow } from './repo';
import { listBrands } from './repo';
import { BrandRegistry } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    brands: BrandRegistry;
  }
  interface FastifyRequest {
    brand: BrandRow;
  }
}

/** The public origin of the request's brand, from configuration (never from the Host header). */
export const brandOrigin = (request: FastifyRequest): string =>
  request.server.brands.originOf(request.brand);

/** Resolves the brand of every request from its host (docs/rules/content.md, docs/rules/shop-shell.md deep links). */
export const brandPlugin = fp(
  async (app) => {
    app.decorate(
      'brands',
      new BrandRegistry(await listBrands(app.db), {
        forcedBrandId: app.config.BRAND,
        publicOrigins: app.config.PUBLIC_ORIGINS,
        port: app.config.PORT,
        tagManagerIds: app.config.TAG_MANAGER_IDS,
        versionCheckIntervalMs: app.config.VERSION_CHECK_INTERVAL_MS,
        mailSenders: app.config.MAIL_FROM,
        // The web loads Google's script only when the server checks with Google.
        recaptchaSiteKey:
          app.config.RECAPTCHA_PROVIDER === 'google' ? app.config.RECAPTCHA_SITE_KEY : undefined,
      }),
    );
    app.decorateRequest('brand', null as unknown as BrandRow);
    app.addHook('onRequest', async (request) => {
      request.brand = app.brands.resolve(request.headers.host);
    });
  },
  { name: 'brands', dependencies: ['database'] },
);
