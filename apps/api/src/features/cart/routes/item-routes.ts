import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddAllFromOrderQuerySchema,
  AddAllFromWishlistQuerySchema,
  AddToCartRequestSchema,
  CartQuerySchema,
  DeleteFromCartRequestSchema,
  UpdateCartRequestSchema,
} from '@spesa/domain';
import { wishedLinesOf } from '../../wishlists';
import {
  addAllFromOrder,
  addItems,
  deleteCartItems,
  emptyCart,
  updateItems,
} from '../changes/items';
import { addWishedLines } from '../changes/list-lines';
import { CART_RESPONSE } from '../views/cart-json';
import { cartSerializer } from './cart-serializer';
import { cartReply } from './reply';

/** Said once for every call that changes quantities. */
const QUANTITY_REFUSALS =
  'Quantity refusals (status 1, errors[0].field names the item): errors.minAcq, cart.invalid_quantity ' +
  '(off the product grid: QTY_MULT multiples, or WEIGHT_SELLING + k·STEP_SELLING), cart.daily_max_exceeded (MAXACQ, ' +
  "today's orders included), cart.max_quantity_exceeded (maxAcq ÷ MULTI_PACK), msg.cart.availability.errors " +
  "(stock, or not sold by the cart's warehouse), cart.class_max_exceeded (e.g. alcohol per order).";

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ebsn/api/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add products to the cart',
        description:
          'Body {items:[{productId, quantity, useWpId?, deliveryWarehouseId?, searchParams?, infos?:{notes, ' +
          "accept_alternatives}, selectOptions?:{parameterName: key}}]}. quantity is in the product's selling unit " +
          'and adds to the line of the same product and options. All items or none. Needs an address and a ' +
          'timeslot chosen by the shopper: refusals cart.need_address and cart.need_timeslot open those dialogs. ' +
          'Also cart.product_not_found, cart.options_required, cart.invalid_option. ' +
          QUANTITY_REFUSALS +
          ' Success: data.data the cart, infos[0] "Hai aggiunto … al carrello."; a pack line reaching its ' +
          'package multiplier becomes packages plus the remaining packs, with info cart.packs_replaced.',
        querystring: CartQuerySchema,
        body: AddToCartRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await addItems(app, request.brand, user, request.body.items);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the quantities of cart lines',
        description:
          'Body {items:[{itemId, quantity, searchParams?}]}: the new quantity in the selling unit; 0 removes the ' +
          "line (the web asks to confirm first). An itemId not in the shopper's cart: cart.item_not_found. " +
          QUANTITY_REFUSALS +
          ' A pack line reaching its package multiplier becomes packages (info cart.packs_replaced).',
        querystring: CartQuerySchema,
        body: UpdateCartRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await updateItems(app, request.brand, user, request.body.items);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/delete',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove lines from the cart',
        description:
          "Body {items:[{itemId, productId?}]}. An itemId not in the shopper's cart (or of another product): " +
          'cart.item_not_found, nothing removed. Success infos: "Hai rimosso … dal carrello."',
        querystring: CartQuerySchema,
        body: DeleteFromCartRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await deleteCartItems(app, request.brand, user, request.body.items);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/empty',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove every line of the cart',
        description: 'No body. Discount codes stay on the cart. Success info cart.emptied.',
        querystring: CartQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await emptyCart(app, request.brand, user);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/add-all-from-order',
    {
      schema: {
        tags: ['cart'],
        summary: "Add every product of one of the shopper's orders",
        description:
          'Query order_id. Each line of the order whose product the cart’s warehouse still sells is added as ' +
          'cart/add adds it (same address and timeslot refusals); a line over the quantity rules or the stock ' +
          'comes in with the most they allow. Infos: cart.products_added (or cart.reorder_nothing_added), ' +
          'cart.reorder_reduced and cart.reorder_not_added naming the lines. ' +
          "An order that is not the shopper's answers order.not_found 'Ordine non trovato'.",
        querystring: AddAllFromOrderQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await addAllFromOrder(app, request.brand, user, request.query.order_id);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart/add-all-from-wishlist',
    {
      schema: {
        tags: ['cart'],
        summary: "Add every product of one of the shopper's lists",
        description:
          'Query list_id: one of the shopper’s lists, or one shared with them (READ is enough). Each product ' +
          'is added as cart/add adds it (same address and timeslot refusals), in the cart’s transaction and ' +
          'against the stock itself; one over the quantity rules or the stock comes in with the most they ' +
          'allow. Infos: cart.products_added. Warnings, one per product: wishlist.item_not_added and ' +
          'wishlist.item_reduced "<name>: <reason>"; wishlist.nothing_added when none went in. An empty list: ' +
          "wishlist.empty. A list that is not the shopper's nor shared with them answers wishlist.not_found " +
          "'Lista non trovata'.",
        querystring: AddAllFromWishlistQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const wished = await wishedLinesOf(app.db, user, request.query.list_id);
      const change = await addWishedLines(app, request.brand, user, wished);
      const reply = await cartReply(app, request.brand, user, request.query.show_sectors, {
        head: change.head,
        value: change.value.infos,
      });
      reply.response.warnings.push(...change.value.warnings);
      return reply;
    },
  );
};
