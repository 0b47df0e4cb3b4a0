import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyResponseSchema,
  CHECKOUT_MESSAGES,
  DUE_DOCUMENT_MESSAGES,
  DueDocumentPaymentQuerySchema,
  ModifyPaymentTypeQuerySchema,
  ORDER_MESSAGES,
  OrderDeleteResponseSchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderViewQuerySchema,
  OrderViewResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { contractSerializer } from '../../http/contract-serializer';
import { ok } from '../../http/envelope';
import { brandOrigin } from '../brands';
import type { OrdersDeps } from './deps';
import { masterOrderRoutes } from './master-orders-routes';
import { orderNoteParkingRoutes } from './notes-parking-routes';
import { cancelOrder, listOrders } from './my-orders';
import { changePaymentType, payAgain, payDueDocument, viewOrder } from './service';

const NOT_FOUND = `Refusals (status 1): order.not_found '${CHECKOUT_MESSAGES.orderNotFound}' for an unknown order or another shopper's.`;

const ORDER_LIST_RESPONSE = envelopeSchema(OrderListResponseSchema);

/** docs/rules/orders.md Orders: the calls of issue 10's result pages; in the shopper scope. */
export const orderShopperRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  await app.register(orderNoteParkingRoutes, { deps });
  await app.register(masterOrderRoutes, { deps });
  const checkAnswers = app.config.NODE_ENV !== 'production';

  app.get(
    '/ebsn/api/order/view',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One of the shopper’s orders: lines, packages, discounts, totals, payments, status history',
        description:
          'data.data the order. A payment still open at the gateway is asked about first. ' +
          'show_replaced=true also lists the lines a substitute replaced at picking (the substitute names ' +
          `them in replacesOrderItemId); without it, only the lines as prepared. ${NOT_FOUND}`,
        querystring: OrderViewQuerySchema,
        response: { 200: envelopeSchema(OrderViewResponseSchema) },
      },
    },
    async (request) =>
      ok({
        data: await viewOrder(
          deps,
          request.shopper.user,
          request.query.order_id,
          request.query.show_replaced,
        ),
      }),
  );

  app.get(
    '/ebsn/api/order/list',
    {
      schema: {
        tags: ['orders'],
        summary: 'The shopper’s orders, newest first, a page at a time (My orders)',
        description:
          'data.data = { orders, page: { page, pageSize, totalItems, totalPages } }. ' +
          'page ≥ 1 (default 1; 0 is refused); page_size default 12, clamped to 1..100. ' +
          'show_pending=true also lists the orders waiting for their payment (statuses 1 and 2), ' +
          'hidden by default: the list is of the orders placed, the payment pages lead to the others. ' +
          'from_date / to_date (YYYY-MM-DD, inclusive) by the day the order was placed (Europe/Rome); ' +
          'from_gross_total / to_gross_total (euros ≥ 0, inclusive) on the order’s total (totalPrice). ' +
          'An inverted range is refused with 400 naming to_date or to_gross_total. ' +
          'fetch_detail=true adds each order’s items; show_replaced=true keeps, among them, the lines a substitute replaced at picking.',
        querystring: OrderListQuerySchema,
        response: { 200: ORDER_LIST_RESPONSE },
      },
      serializerCompiler: contractSerializer(ORDER_LIST_RESPONSE, checkAnswers),
    },
    async (request) => ok({ data: await listOrders(deps.db, request.shopper.user, request.query) }),
  );

  app.post(
    '/ebsn/api/order/delete',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order the store has not taken in charge yet (statuses 1, 2, 3)',
        description:
          'Query order_id. The slot’s place, the stock and the discount codes are released; a card ' +
          `authorisation is voided at the gateway. data.data the order's row (status 10), info order.cancelled '${ORDER_MESSAGES.orderCancelled(123)}'. ` +
          `${NOT_FOUND} order.not_cancellable '${ORDER_MESSAGES.notCancellable}' once taken in charge or already cancelled.`,
        querystring: OrderIdQuerySchema,
        response: { 200: envelopeSchema(OrderDeleteResponseSchema) },
      },
    },
    async (request) => {
      const { order_id } = request.query;
      const order = await cancelOrder(deps, request.shopper.user, order_id);
      return ok({ data: order }, [
        { code: 'order.cancelled', info: ORDER_MESSAGES.orderCancelled(order_id) },
      ]);
    },
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
          merchantName: request.brand.name,
        }),
      ),
  );

  app.post(
    '/ebsn/api/order/due-document-payment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay online one unpaid due-date document of a deferred order (payment type 11)',
        description:
          'Not named by SPEC §7: this shop’s call, in the style of order/payment. Query order_id and ' +
          'due_document_id (dueDocuments[].dueDocumentId of order/view). A card payment of what the ' +
          'document still owes, on the gateway’s page like order/payment; the return comes back to the ' +
          'order page with ?due_payment=completed|failed. The document becomes paid once, when the ' +
          `gateway confirms the money. data.paymentUrl: the gateway's page. ${NOT_FOUND} ` +
          `order.due_document_not_found '${DUE_DOCUMENT_MESSAGES.notFound}' for an unknown document or another order's; ` +
          `order.due_document_paid '${DUE_DOCUMENT_MESSAGES.alreadyPaid}'; ` +
          `order.due_document_payment_failed '${DUE_DOCUMENT_MESSAGES.paymentError}' when the gateway cannot be reached or refuses at once.`,
        querystring: DueDocumentPaymentQuerySchema,
        response: { 200: envelopeSchema(BuyResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await payDueDocument(
          deps,
          request.shopper.user,
          request.query.order_id,
          request.query.due_document_id,
          {
            email: request.shopper.user.email,
            origin: brandOrigin(request),
            merchantName: request.brand.name,
          },
        ),
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
          merchantName: request.brand.name,
          ...(user_payment_auth_id ? { userPaymentAuthId: user_payment_auth_id } : {}),
          ...(payment_data.save_card ? { saveCard: true } : {}),
        }),
      );
    },
  );
};
