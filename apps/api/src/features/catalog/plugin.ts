import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { liveCart } from '../cart';
import { createCatalogState, forgetChange, type CatalogState } from './catalog-state';

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
  },
  { name: 'catalog', dependencies: ['database'] },
);
