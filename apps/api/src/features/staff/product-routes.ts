import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffProductIdQuerySchema,
  StaffProductListSchema,
  StaffProductQuerySchema,
  StaffProductSaveSchema,
  StaffProductSchema,
  envelopeSchema,
} from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { readStaffProduct, saveStaffProduct, searchStaffProducts } from '../catalog';
import { storeOf } from './board-repo';
import { staffActor } from './manager-routes';
import { requireRight } from './scope';

const FORBIDDEN = '403 staff.manager_only with the Italian reason for a picker';
const ProductAnswer = envelopeSchema(StaffProductSchema);

/**
 * The manager's «Prodotti» (/ebsn/api/staff/products, /ebsn/api/staff/product),
 * inside the staff scope: a picker is refused before anything is read.
 */
export const productConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => requireRight(request.staff, 'catalogue'));

  /** The product as the page shows it, its preview priced in the manager's store's warehouse. */
  const product = async (request: FastifyRequest, productId: number) => {
    const store = await storeOf(app.db, request.staff.storeId);
    return readStaffProduct(app.catalog, productId, {
      warehouseId: store?.warehouseId ?? null,
      brandId: request.brand.brandId,
    });
  };

  app.get(
    '/ebsn/api/staff/products',
    {
      schema: {
        tags: ['staff'],
        summary: 'Find products by name, EAN or sku, with filters, 25 a page (manager only)',
        description:
          'q: words of the name (accents and case aside), an EAN, or the start of a sku; ' +
          'category_id (its subtree), status (active: on sale somewhere), on_offer, ' +
          `out_of_stock (true/false), page from 1. ${FORBIDDEN}.`,
        querystring: StaffProductQuerySchema,
        response: { 200: envelopeSchema(StaffProductListSchema) },
      },
    },
    async (request) => ok(await searchStaffProducts(app.db, request.query)),
  );

  app.get(
    '/ebsn/api/staff/product',
    {
      schema: {
        tags: ['staff'],
        summary: 'One product for editing, with its version and the shopper card preview',
        description: `404 product.not_found. ${FORBIDDEN}.`,
        querystring: StaffProductIdQuerySchema,
        response: { 200: ProductAnswer },
      },
    },
    async (request) => ok(await product(request, request.query.product_id)),
  );

  app.post(
    '/ebsn/api/staff/product',
    {
      schema: {
        tags: ['staff'],
        summary: "Save a product through the feeds' writers; live at once in every process",
        description:
          'Carries the version read: product.changed (status 1, field version) when another ' +
          'save came first. Refusals (status 1, product.invalid) name the field: name, ean, ' +
          'shortDescription, description, categoryId, vatRate, tags, or ' +
          'shelves.<warehouseId>.price|listPrice|stock. Each changed thing is recorded in the ' +
          `«Registro modifiche». Answers the product as saved. ${FORBIDDEN}.`,
        body: StaffProductSaveSchema,
        response: { 200: ProductAnswer },
      },
    },
    async (request) => {
      await saveStaffProduct(app.db, staffActor(request.staff), request.body);
      return ok(await product(request, request.body.productId));
    },
  );
};
