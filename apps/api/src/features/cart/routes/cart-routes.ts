import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartQuerySchema, SetAddressRequestSchema, SetTimeslotRequestSchema } from '@spesa/domain';
import { ok } from '../../../http/envelope';
import { CART_RESPONSE } from '../views/cart-json';
import { anonymousCart } from '../views/view-cart';
import { cartSerializer } from './cart-serializer';
import { setCartAddress, setCartTimeslot } from './delivery';
import { giftRoutes } from './gift-routes';
import { infoRoutes } from './info-routes';
import { itemRoutes } from './item-routes';
import { cartReply } from './reply';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/cart/view',
    {
      schema: {
        tags: ['cart'],
        summary: "The shopper's cart; an anonymous visitor gets an empty cart of userId -1",
        description:
          'Query show_sectors=true also groups the lines by department in data.data.sectors. ' +
          'Warnings: cart.unsold_lines when some lines are not sold by the warehouse of the chosen address.',
        querystring: CartQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      if (!request.session) return ok({ data: anonymousCart(request.brand) });
      return cartReply(app, request.brand, request.session.user, request.query.show_sectors);
    },
  );
};

/** The calls that need a logged-in shopper: server.ts registers them behind `requireShopper`. */
export const cartShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ebsn/api/cart/set-address',
    {
      schema: {
        tags: ['cart'],
        summary: "Set the cart's address: a home address, a store counter or a locker",
        description:
          'Body (JSON or form) {type, id}: type home|drive|locker (or 2|3|5, optional), id the addressId. ' +
          "The cart moves to the address's warehouse and store; a timeslot of another calendar is released. " +
          'Success: data.data the cart. Refusals (status 1): unknown or foreign address, address not covered, cart locked (status 7).',
        body: SetAddressRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const cart = await setCartAddress(app, request.brand, request.shopper.user, {
        addressId: request.body.id,
        addressTypeId: request.body.type,
      });
      return ok({ data: cart });
    },
  );

  app.post(
    '/ebsn/api/cart/set-timeslot',
    {
      schema: {
        tags: ['cart'],
        summary: 'Take a place in a timeslot for the cart',
        description:
          'Body (JSON or form) {date, id}: date YYYY-MM-DD, id the timeslotId of timeslot/list. The place is held ' +
          'for TIMESLOT_HOLD_MINUTES and released when the cart takes another slot. Success: data.data the cart. ' +
          'Refusals (status 1): unknown slot, slot of another address, orders closed (cut-off passed), slot full.',
        body: SetTimeslotRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const cart = await setCartTimeslot(app, request.brand, request.shopper.user, {
        date: request.body.date,
        timeslotId: request.body.id,
      });
      return ok({ data: cart });
    },
  );

  await app.register(itemRoutes);
  await app.register(infoRoutes);
  await app.register(giftRoutes);
};
