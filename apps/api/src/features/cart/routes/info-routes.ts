import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartQuerySchema,
  UpdateCartInfoRequestSchema,
  UpdateCartItemInfosRequestSchema,
} from '@spesa/domain';
import { lockCartForPayment, unlockCart, updateCartInfo, updateItemInfos } from '../changes/infos';
import { CART_RESPONSE } from '../views/cart-json';
import { cartSerializer } from './cart-serializer';
import { cartReply } from './reply';

export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ebsn/api/cart/update-cart-info',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set a cart info: the order note or the invoice request',
        description:
          "Body {property, value}: property 'order_comment' with a value of at most 1000 characters (blank " +
          "removes it), or 'need_invoice' with 'true' or 'false'. Any other property, or a longer note, answers " +
          '400 naming the field. Success: data.data the cart with cartInfos.',
        querystring: CartQuerySchema,
        body: UpdateCartInfoRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await updateCartInfo(app, request.brand, user, request.body);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/update-infos',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set infos of cart lines',
        description:
          "Body {items:[{itemId, infos:{accept_alternatives?: 'true'|'false', notes?}}]}; other names answer 400. " +
          "An itemId not in the shopper's cart: cart.item_not_found, nothing changed.",
        querystring: CartQuerySchema,
        body: UpdateCartItemInfosRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await updateItemInfos(app, request.brand, user, request.body.items);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/lock',
    {
      schema: {
        tags: ['cart'],
        summary: 'Lock the cart for payment (cartStatusId 7)',
        description:
          'No body. The address can no longer change (docs/rules/cart.md) until cart/unlock or CART_LOCK_MINUTES (default 30) ' +
          'pass; lines stay editable and checkout prices them again.',
        querystring: CartQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await lockCartForPayment(app, request.brand, user);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/unlock',
    {
      schema: {
        tags: ['cart'],
        summary: 'End the payment step: the cart is open again (cartStatusId 1)',
        description:
          'No body. Ours, beside the calls of docs/rules/cart.md: the web app calls it when the shopper leaves /payment without paying, ' +
          'so the address can change again. An open cart stays open.',
        querystring: CartQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await unlockCart(app, request.brand, user);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );
};
