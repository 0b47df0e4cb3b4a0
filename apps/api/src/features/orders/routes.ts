import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyResponseSchema,
  CHECKOUT_MESSAGES,
  ModifyPaymentTypeQuerySchema,
  OrderIdQuerySchema,
  OrderViewResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { brandOrigin } from '../brands';
import type { OrdersDeps } from './deps';
import { changePaymentType, payAgain, viewOrder } from './service';

const NOT_FOUND = `Refusals (status 1): order.not_found '${CHECKOUT_MESSAGES.orderNotFound}' for an unknown order or another shopper's.`;

/** SPEC §7 Orders: the calls of issue 10's result pages; in the shopper scope. */
export const orderShopperRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/ebsn/api/order/view',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One of the shopper’s orders: lines, packages, discounts, totals, payments, status history',
        description: `data.data the order. A payment still open at the gateway is asked about first. ${NOT_FOUND}`,
        querystring: OrderIdQuerySchema,
        response: { 200: envelopeSchema(OrderViewResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: await viewOrder(deps, request.shopper.user, request.query.order_id) }),
  );

  app.post(
    '/ebsn/api/order/payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay again an order waiting for its payment, with the same payment type',
        description: `data.paymentUrl: the gateway's page. ${NOT_FOUND} order.not_payable when it does not wait for a payment.`,
        querystring: OrderIdQuerySchema,
        response: { 200: envelopeSchema(BuyResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await payAgain(deps, request.shopper.user, request.query.order_id, {
          email: request.shopper.user.email,
          origin: brandOrigin(request),
        }),
      ),
  );

  app.post(
    '/ebsn/api/order/modify-payment-type',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Change how an order waiting for its payment is paid (another card, PayPal, on delivery)',
        description:
          'Query order_id, payment_type_id, user_payment_auth_id, payment_data (JSON text {"save_card":true}). ' +
          `data.paymentUrl when the new type is paid online. ${NOT_FOUND} order.not_payable; checkout.payment_type_not_offered.`,
        querystring: ModifyPaymentTypeQuerySchema,
        response: { 200: envelopeSchema(BuyResponseSchema) },
      },
    },
    async (request) => {
      const { order_id, payment_type_id, user_payment_auth_id, payment_data } = request.query;
      return ok(
        await changePaymentType(deps, request.brand.brandId, request.shopper.user, order_id, {
          paymentTypeId: payment_type_id,
          email: request.shopper.user.email,
          origin: brandOrigin(request),
          ...(user_payment_auth_id ? { userPaymentAuthId: user_payment_auth_id } : {}),
          ...(payment_data.save_card ? { saveCard: true } : {}),
        }),
      );
    },
  );
};
