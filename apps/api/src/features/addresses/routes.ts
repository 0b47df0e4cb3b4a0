import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_TYPE,
  AddressCheckRequestSchema,
  AddressCheckResponseSchema,
  AddressIdQuerySchema,
  AddressListQuerySchema,
  AddressListResponseSchema,
  AddressUpdateRequestSchema,
  AddressViewResponseSchema,
  DELIVERY_MESSAGES,
  DELIVERY_SERVICE,
  DeliveryServiceListQuerySchema,
  PreferAddressRequestSchema,
  SelectAddressRequestSchema,
  anonymousUser,
  envelopeSchema,
  type AddressTypeId,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { GeocodingPort } from '../../adapters/geocoding';
import { toUser } from '../users';
import { CART_RESPONSE, cartContext, liveCart, setCartAddress } from '../cart';
import { DELIVERY_SERVICE_TABS, preferAddress } from '../delivery';
import { checkAddress } from './check-service';
import { deleteAddress, listAddresses, viewAddress } from './list-service';
import { saveHomeAddress } from './save-service';
import { geocodingRoutes } from './geocoding-routes';

const TAG = 'user-address';

/** The geocoder is the app's one instance, so a remote provider's rate limit is kept once. */
export interface GeocoderOption {
  geocoder: GeocodingPort;
}

export const addressRoutes: FastifyPluginAsyncZod<GeocoderOption> = async (app, { geocoder }) => {
  await app.register(geocodingRoutes, { geocoder });

  const listSchema = {
    tags: [TAG],
    response: { 200: envelopeSchema(AddressListResponseSchema) },
  };

  app.get(
    '/ebsn/api/user-address/delivery-service-list',
    {
      schema: {
        ...listSchema,
        summary: 'The addresses of a delivery service, for the address selector',
        description:
          'address_type home|drive|locker (or 2|3|5; default drive), or delivery_service_id 1 (pickup) | 2 (home). ' +
          'With latitude/longitude the pickup points are sorted by distance (metres in each address.distance) and, ' +
          'with distance, limited to that radius. data.data.addresses and data.data.deliveryServices (the tabs); ' +
          'data.user.userId -1 means not logged in (addresses then empty).',
        querystring: DeliveryServiceListQuerySchema,
      },
    },
    async (request) => {
      const q = request.query;
      if (!request.session)
        return ok({
          data: { addresses: [], deliveryServices: [...DELIVERY_SERVICE_TABS] },
          user: anonymousUser(),
        });
      const type: AddressTypeId =
        q.address_type ??
        (q.delivery_service_id === DELIVERY_SERVICE.HOME_DELIVERY
          ? ADDRESS_TYPE.HOME
          : ADDRESS_TYPE.STORE);
      const near =
        q.latitude !== undefined && q.longitude !== undefined
          ? { latitude: q.latitude, longitude: q.longitude, distance: q.distance }
          : undefined;
      const { user } = request.session;
      return ok({
        data: {
          addresses: await listAddresses(app.db, user, type, near),
          deliveryServices: [...DELIVERY_SERVICE_TABS],
        },
        user: toUser(user),
      });
    },
  );

  app.get(
    '/ebsn/api/user-address/list',
    {
      schema: {
        ...listSchema,
        summary: "The shopper's addresses of one type",
        description:
          "address_type home|drive|locker (or 2|3|5; default drive): home gives the shopper's own addresses " +
          '(active 0 when no zone serves one any more), drive and locker the pickup points. ' +
          'Same shape as delivery-service-list: data.data.addresses; data.user.userId -1 when not logged in.',
        querystring: AddressListQuerySchema,
      },
    },
    async (request) => {
      if (!request.session)
        return ok({
          data: { addresses: [], deliveryServices: [...DELIVERY_SERVICE_TABS] },
          user: anonymousUser(),
        });
      const { user } = request.session;
      return ok({
        data: {
          addresses: await listAddresses(app.db, user, request.query.address_type),
          deliveryServices: [...DELIVERY_SERVICE_TABS],
        },
        user: toUser(user),
      });
    },
  );

  app.post(
    '/ebsn/api/user-address/check',
    {
      schema: {
        tags: [TAG],
        summary: 'Is home delivery available at this address?',
        description:
          'Body (JSON or form): latitude, longitude, gpsLatitude, gpsLongitude, address1, addressNumber, city, postalcode, province. ' +
          'Status 0 with data.active 1 when a zone serves the address, otherwise data.active 0 and the warning ' +
          "'Indirizzo non servito da consegna a casa'. data.address is the address as the gazetteer reads it. " +
          'A missing city, address1, postalcode or province is refused (status 1) with the incomplete-address message; ' +
          'coordinates outside Italy are refused too.',
        body: AddressCheckRequestSchema,
        response: { 200: envelopeSchema(AddressCheckResponseSchema) },
      },
    },
    async (request) => {
      const { result, warnings } = await checkAddress(app.db, geocoder, request.body);
      return ok(result, [], warnings);
    },
  );
};

/** The calls that need a logged-in shopper: server.ts registers them behind `requireShopper`. */
export const addressShopperRoutes: FastifyPluginAsyncZod<GeocoderOption> = async (
  app,
  { geocoder },
) => {
  app.get(
    '/ebsn/api/user-address/view',
    {
      schema: {
        tags: [TAG],
        summary: 'One address: data.data',
        description:
          "The shopper's own home address or a pickup point they may use; any other id is refused (status 1) as unknown.",
        querystring: AddressIdQuerySchema,
        response: { 200: envelopeSchema(AddressViewResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: await viewAddress(app.db, request.shopper.user, request.query.address_id) }),
  );

  app.get(
    '/ebsn/api/user-address/delete',
    {
      config: { changesState: true },
      schema: {
        tags: [TAG],
        summary: 'Delete a home address',
        description:
          "Refused (status 1) when it is the cart's delivery address, with the text of docs/rules/delivery-and-slots.md, or when it is not the shopper's.",
        querystring: AddressIdQuerySchema,
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      const { user } = request.shopper;
      const cart = await liveCart(app.db, request.brand, user);
      await deleteAddress(app.db, user, cartContext(request.brand, cart), request.query.address_id);
      return ok({}, [{ code: 'address.deleted', info: DELIVERY_MESSAGES.addressDeleted }]);
    },
  );

  app.post(
    '/ebsn/api/user-address/update',
    {
      schema: {
        tags: [TAG],
        summary: 'Create (no addressId) or change a home address',
        description:
          'Body (JSON or form): addressId?, addressName, doorbellName, referencePhoneNumber, address1, addressNumber, ' +
          'city, province, postalcode, floor, addressNote, elevator, latitude, longitude, gpsLatitude, gpsLongitude. ' +
          'doorbellName, addressName and referencePhoneNumber are required; street, number, CAP and city must be there ' +
          '(message.invalidAddress1); the address must be served by home delivery. City and province are stored upper-cased. ' +
          'Success: data.data the address and an info message. Refusals: status 1 with the Italian text and the field.',
        body: AddressUpdateRequestSchema,
        response: { 200: envelopeSchema(AddressViewResponseSchema) },
      },
    },
    async (request) => {
      const { user } = request.shopper;
      const cart = await liveCart(app.db, request.brand, user);
      const address = await saveHomeAddress(
        app.db,
        geocoder,
        user,
        cartContext(request.brand, cart),
        request.body,
      );
      return ok({ data: address }, [
        { code: 'address.saved', info: DELIVERY_MESSAGES.addressSaved },
      ]);
    },
  );

  app.post(
    '/ebsn/api/user-address/select',
    {
      schema: {
        tags: [TAG],
        summary: "Make an address the cart's (same as cart/set-address)",
        description:
          'Body (JSON or form): address_type home|drive|locker (or 2|3|5, optional), address_id. Success: data.data the cart.',
        body: SelectAddressRequestSchema,
        response: CART_RESPONSE,
      },
    },
    async (request) => {
      const cart = await setCartAddress(app, request.brand, request.shopper.user, {
        addressId: request.body.address_id,
        addressTypeId: request.body.address_type,
      });
      return ok({ data: cart });
    },
  );

  app.post(
    '/ebsn/api/user-address/set-default',
    {
      schema: {
        tags: [TAG],
        summary: "Star one of the shopper's addresses («Imposta come preferito»)",
        description:
          "Body (JSON or form): address_id. The address becomes the starred one of its kind; the cart's address " +
          'does not change (only user-address/select and cart/set-address move it). Refused, as not found, for an address the shopper cannot choose.',
        body: PreferAddressRequestSchema,
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      await preferAddress(app.db, request.shopper.user.userId, request.body.address_id);
      return ok({}, [{ code: 'address.preferred', info: DELIVERY_MESSAGES.addressPreferred }]);
    },
  );
};
