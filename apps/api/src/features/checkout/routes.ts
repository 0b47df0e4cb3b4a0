/**
 * Checkout (docs/rules/checkout-and-payment.md Checkout, Checkout): from a full cart to a placed
 * order — prepare (lock), buy (one order per cart), the amounts and choices
 * the payment step shows. Orders and their payments live in the orders feature.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyQuerySchema,
  BuyResponseSchema,
  CHECKOUT_MESSAGES,
  CartQuerySchema,
  DeliveryFeeResponseSchema,
  PackagingTypeListResponseSchema,
  PaymentAuthListResponseSchema,
  PaymentTypeListResponseSchema,
  PaymentTypeQuerySchema,
  PrebilledAmountQuerySchema,
  PrebilledAmountResponseSchema,
  CARD_PRE_AUTHORISATION,
  ORDER_MESSAGES,
  OrderEditQuerySchema,
  centsToEuros,
  envelopeSchema,
} from '@spesa/domain';
import { refusal } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { brandOrigin } from '../brands';
import {
  CART_RESPONSE,
  cartForCheckout,
  cartReply,
  cartSerializer,
  liveCart,
  packagingChoices,
} from '../cart';
import {
  listPaymentAuths,
  offeredPaymentTypes,
  prebilledOfOrder,
  type OrdersDeps,
} from '../orders';
import { buy } from './buy';
import { abandonOrderEdit, startOrderEdit } from './order-edit';
import { prebilledOf } from './order-draft';
import { prepareCheckout } from './prepare';

/** docs/rules/checkout-and-payment.md Checkout; in the shopper scope. */
export const checkoutShopperRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/ebsn/api/checkout/prepare',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The cart goes to payment: checked and locked (status 7) for CART_LOCK_MINUTES',
        description:
          'Success: data.data the locked cart. Refusals (status 1): checkout.empty_cart, cart.need_address, ' +
          'cart.need_timeslot, checkout.invoice_data_missing (need_invoice without saved invoice data), ' +
          "cart.daily_max_exceeded (MAXACQ with the shopper's other orders of today, data.productId).",
        querystring: CartQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) =>
      prepareCheckout(app, request.brand, request.shopper.user, request.query.show_sectors),
  );

  app.post(
    '/ebsn/api/order/modify',
    {
      schema: {
        tags: ['orders'],
        summary: 'Edit a placed order: its lines come back into a cart bound to the order',
        description:
          'Query order_id. Until the store takes the order in charge (status 3, its slot still open), the order’s ' +
          'lines, address, slot, notes and codes go into a new cart (data.data, with editingOrderId); the cart in ' +
          'progress is set aside and comes back when the edit is confirmed or abandoned. The order does not ' +
          'change until checkout/prepare and checkout/buy of that cart replace its contents (same order number; a ' +
          'card payment is authorised again for the new amount and the old authorisation voided). Asking again for ' +
          `the same order answers the same cart. Refusals (status 1): order.not_found; order.not_editable '${ORDER_MESSAGES.notEditable}'; ` +
          'order.editing_other while another order is being edited.',
        querystring: OrderEditQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { brand, shopper, query } = request;
      const infos = await startOrderEdit(app.db, brand, shopper.user, query.order_id);
      return cartReply(app, brand, shopper.user, query.show_sectors, undefined, infos);
    },
  );

  app.post(
    '/ebsn/api/order/modify-cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Abandon the edit of an order: the order stays as it was, the cart set aside comes back',
        description:
          'Query order_id, the order the cart edits. data.data the cart the shopper had before the edit. ' +
          'Codes applied during the edit are given back. Refusals (status 1): order.not_found when the cart ' +
          'does not edit that order.',
        querystring: OrderEditQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { brand, shopper, query } = request;
      const infos = await abandonOrderEdit(app.db, brand, shopper.user, query.order_id);
      return cartReply(app, brand, shopper.user, query.show_sectors, undefined, infos);
    },
  );

  app.post(
    '/ebsn/api/checkout/buy',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Buy the prepared cart: one order, however often it is pressed',
        description:
          'Query payment_type_id, user_payment_auth_id (a kept card), payment_data (JSON text {"save_card":true}). ' +
          "data.order the order's summary; data.paymentUrl the gateway's page for online payments, else null. " +
          'Refusals (status 1): checkout.not_prepared, checkout.cart_changed (changed after prepare: nothing charged), ' +
          'cart.availability (a line no longer in stock, data.productId), cart.daily_max_exceeded (data.productId), ' +
          'timeslot.full, timeslot.closed, checkout.payment_type_not_offered, checkout.payment_auth_not_found, checkout.invoice_data_missing.',
        querystring: BuyQuerySchema,
        response: { 200: envelopeSchema(BuyResponseSchema) },
      },
    },
    async (request) => {
      const { payment_type_id, user_payment_auth_id, payment_data } = request.query;
      const answer = await buy(app, deps, request.brand, request.shopper.user, {
        paymentTypeId: payment_type_id,
        origin: brandOrigin(request),
        ...(user_payment_auth_id ? { userPaymentAuthId: user_payment_auth_id } : {}),
        ...(payment_data.save_card ? { saveCard: true } : {}),
      });
      const info = answer.order.isPayable
        ? CHECKOUT_MESSAGES.orderWaitingPayment(answer.order.orderId)
        : CHECKOUT_MESSAGES.orderPlaced(answer.order.orderId);
      return ok(answer, [{ code: 'checkout.order_placed', info }]);
    },
  );

  app.get(
    '/ebsn/api/checkout/prebilled-amount',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The amount a card reserves: packaged goods + 20% on variable-weight goods (docs/rules/checkout-and-payment.md)',
        description:
          'Query payment_type_id, order_id (an order waiting for payment; else the cart). data.prebilledAmount in euros.',
        querystring: PrebilledAmountQuerySchema,
        response: { 200: envelopeSchema(PrebilledAmountResponseSchema) },
      },
    },
    async (request) => {
      const margin = CARD_PRE_AUTHORISATION.variableWeightMarginPercent;
      const { order_id } = request.query;
      const amounts =
        order_id === undefined
          ? prebilledOf((await cartForCheckout(app, request.brand, request.shopper.user)).cart)
          : await prebilledOfOrder(app.db, request.shopper.user.userId, order_id);
      if (!amounts) throw refusal('order.not_found', CHECKOUT_MESSAGES.orderNotFound, 'order_id');
      return ok({
        prebilledAmount: centsToEuros(amounts.prebilledCents),
        packagedTotal: centsToEuros(amounts.packagedCents),
        variableWeightTotal: centsToEuros(amounts.variableWeightCents),
        marginPercent: margin,
      });
    },
  );

  app.get(
    '/ebsn/api/packaging-type/list',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The packaging the shopper may choose, priced by the cart’s warehouse',
        description:
          "data.products; choose one with cart/update-cart-info {property:'packaging_type_id', value}.",
        response: { 200: envelopeSchema(PackagingTypeListResponseSchema) },
      },
    },
    async (request) => {
      // The row is enough: its warehouse prices the bags, its infos name the chosen one.
      const row = await liveCart(app.db, request.brand, request.shopper.user);
      return ok({ products: await packagingChoices(app, row) });
    },
  );

  app.get(
    '/ebsn/api/payment-type/list',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The payment types the brand offers this shopper (deferred and summary invoice: companies only)',
        response: { 200: envelopeSchema(PaymentTypeListResponseSchema) },
      },
    },
    async (request) =>
      ok({
        paymentTypes: await offeredPaymentTypes(
          app.db,
          request.brand.brandId,
          request.shopper.user.userId,
        ),
      }),
  );

  app.get(
    '/ebsn/api/payment-type/list-auth',
    {
      schema: {
        tags: ['checkout'],
        summary: "The shopper's kept cards for a payment type",
        querystring: PaymentTypeQuerySchema,
        response: { 200: envelopeSchema(PaymentAuthListResponseSchema) },
      },
    },
    async (request) => {
      const auths = await listPaymentAuths(
        app.db,
        request.shopper.user.userId,
        request.query.payment_type_id,
      );
      return ok({
        auths: auths.map((a) => ({
          userPaymentAuthId: a.userPaymentAuthId,
          paymentTypeId: a.paymentTypeId,
          cardBrand: a.cardBrand,
          creditCard: `•••• ${a.cardLast4}`,
          expireDate: `${String(a.expMonth).padStart(2, '0')}/${String(a.expYear % 100).padStart(2, '0')}`,
        })),
      });
    },
  );

  app.get(
    '/ebsn/api/delivery-fee/view',
    {
      schema: {
        tags: ['checkout'],
        summary: "The delivery fee of the cart's slot",
        response: { 200: envelopeSchema(DeliveryFeeResponseSchema) },
      },
    },
    async (request) => {
      const { cart } = await cartForCheckout(app, request.brand, request.shopper.user);
      return ok({ deliveryFee: cart.deliveryFee, timeslot: cart.timeslot });
    },
  );
};
