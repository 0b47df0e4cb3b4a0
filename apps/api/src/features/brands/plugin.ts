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

/** The origin the shopper reached us on; the brand whitelist already vetted the host. */
export const requestOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;

/** Resolves the brand of every request from its host (SPEC §1, §2 deep links). */
export const brandPlugin = fp(
  async (app) => {
    app.decorate('brands', new BrandRegistry(await listBrands(app.db), app.config.BRAND));
    app.decorateRequest('brand', null as unknown as BrandRow);
    app.addHook('onRequest', async (request) => {
      request.brand = app.brands.resolve(request.headers.host);
    });
  },
  { name: 'brands', dependencies: ['database'] },
);
