import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES,
  FindWarehouseQuerySchema,
  FindWarehouseResponseSchema,
  ShopAtWorkQuerySchema,
  ShopAtWorkResponseSchema,
  StoreIdQuerySchema,
  StoreListQuerySchema,
  StoreListResponseSchema,
  StoreLocalizeQuerySchema,
  StoreViewResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { isInItaly } from '../../adapters/geocoding';
import type { GeocoderOption } from '../addresses';
import { CART_RESPONSE, setCartAddress } from '../cart';
import { listStoresNear, storeCounterAddressId, viewStore } from './store-service';
import { findWarehouses } from './warehouse-service';
import { subscribeToShopAtWork } from './shopatwork-service';
import { refusal } from '../../http/app-error';

const assertInItaly = (latitude: number, longitude: number): void => {
  if (!isInItaly(latitude, longitude))
    throw refusal('address.outside_italy', DELIVERY_MESSAGES.outsideItaly, 'latitude');
};

export const storeRoutes: FastifyPluginAsyncZod<GeocoderOption> = async (app, { geocoder }) => {
  app.get(
    '/ebsn/api/store-proximity/list',
    {
      schema: {
        tags: ['store'],
        summary: 'The stores, optionally only those offering some services: data.data.stores',
        description:
          'services: comma list of drive, locker, home (or 3, 5, 2; 1 = any pickup). orderby name (default), ' +
          'distance (needs latitude/longitude) or storeId. Each store lists its pickup points in deliveryServices ' +
          '(addressId to pass to cart/set-address), its opening hours and the holidays it is closed on.',
        querystring: StoreListQuerySchema,
        response: { 200: envelopeSchema(StoreListResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: { stores: await listStoresNear(app.db, request.query, new Date()) } }),
  );

  app.get(
    '/ebsn/api/store-proximity/localize',
    {
      schema: {
        tags: ['store'],
        summary: 'The stores nearest a point first: data.data.stores with distance in metres',
        description:
          'latitude, longitude (in Italy), services as in list, orderby (default distance), distance: a radius in metres.',
        querystring: StoreLocalizeQuerySchema,
        response: { 200: envelopeSchema(StoreListResponseSchema) },
      },
    },
    async (request) => {
      assertInItaly(request.query.latitude, request.query.longitude);
      return ok({ data: { stores: await listStoresNear(app.db, request.query, new Date()) } });
    },
  );

  app.get(
    '/ebsn/api/store/view',
    {
      schema: {
        tags: ['store'],
        summary: 'One store: data.data',
        description: 'store_id; an unknown store is refused (status 1).',
        querystring: StoreIdQuerySchema,
        response: { 200: envelopeSchema(StoreViewResponseSchema) },
      },
    },
    async (request) => ok({ data: await viewStore(app.db, request.query.store_id, new Date()) }),
  );

  app.get(
    '/ebsn/api/warehouse/find-by-coordinates',
    {
      schema: {
        tags: ['store'],
        summary: 'The warehouse that delivers to a point, and the others nearby',
        description:
          "latitude, longitude (in Italy), distance in metres (default the brand's proximity distance). " +
          'data.warehouse is the one whose zone delivers there (homeDelivery true) or else the nearest; data.warehouses all of them.',
        querystring: FindWarehouseQuerySchema,
        response: { 200: envelopeSchema(FindWarehouseResponseSchema) },
      },
    },
    async (request) => {
      const { latitude, longitude, distance } = request.query;
      assertInItaly(latitude, longitude);
      const warehouses = await findWarehouses(
        app.db,
        geocoder,
        { latitude, longitude },
        distance ?? request.brand.config.proximityDefaultDistance,
      );
      return ok({ warehouse: warehouses[0] ?? null, warehouses });
    },
  );
};

/** The calls that need a logged-in shopper: server.ts registers them behind `requireShopper`. */
export const storeShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/store-proximity/select',
    {
      config: { changesState: true },
      schema: {
        tags: ['store'],
        summary: "Collect at this store: sets the store's counter as the cart's address",
        description:
          'store_id. Success: data.data the cart (store, warehouse and address changed).',
        querystring: StoreIdQuerySchema,
        response: CART_RESPONSE,
      },
    },
    async (request) => {
      const addressId = await storeCounterAddressId(app.db, request.query.store_id);
      return ok({
        data: await setCartAddress(app, request.brand, request.shopper.user, { addressId }),
      });
    },
  );

  app.get(
    '/ebsn/api/shopatwork/subscribe',
    {
      config: { changesState: true },
      schema: {
        tags: ['store'],
        summary: "Join a company's shop-at-work service with its code",
        description:
          "subscriptionCode, as the employer hands it out. Success: the company's lockers join the shopper's " +
          'locker list (address_type=locker); data.data has the company and those addresses. A wrong code is refused (status 1).',
        querystring: ShopAtWorkQuerySchema,
        response: { 200: envelopeSchema(ShopAtWorkResponseSchema) },
      },
    },
    async (request) => {
      const result = await subscribeToShopAtWork(
        app.db,
        request.shopper.user,
        request.query.subscriptionCode,
      );
      return ok({ data: result }, [
        { code: 'shopatwork.subscribed', info: DELIVERY_MESSAGES.subscribed(result.company.name) },
      ]);
    },
  );
};
