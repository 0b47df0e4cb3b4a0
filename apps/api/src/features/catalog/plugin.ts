import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { liveCart } from '../cart';
import { CACHE_BURST_HEADER } from '@spesa/domain';
import { cacheBurstOf, createCatalogState, forgetChange, type CatalogState } from './catalog-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's in-memory state: category tree and short-lived caches. */
    catalog: CatalogState;
  }
}

/**
 * The warehouse whose prices and stock a request sees: the logged-in
 * shopper's cart's, else the brand's default (docs/rules/README.md Constants: 89).
 */
export async function warehouseOf(request: FastifyRequest): Promise<number> {
  if (!request.session) return request.brand.config.defaultWarehouseId;
  const cart = await liveCart(request.server.db, request.brand, request.session.user);
  return cart.warehouseId;
}

export const catalogPlugin = fp(
  async (app) => {
    const state = createCatalogState(app.db);
    app.decorate('catalog', state);
    app.onChange((change) => forgetChange(state, change));
    // Every answer of the API says the catalogue's generation: the web app reloads its page data
    // when it changes (docs/rules/api-conventions.md Client GET cache).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/ebsn/api/'))
        reply.header(CACHE_BURST_HEADER, String(await cacheBurstOf(state)));
    });
  },
  { name: 'catalog', dependencies: ['database'] },
);
