import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES, QueryIdSchema, TRANSACTION_STATUS, orderPagePath } from '@spesa/domain';
import { NotificationRejected } from '../../../adapters/payments/port';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import type { OrdersDeps } from '../deps';
import { findOwnOrder } from '../repo/orders';
import { findTransaction, forgetPaymentEvent, recordPaymentEvent } from '../repo/transactions';
import { settleGatewayPayment } from './apply';

const ReturnQuerySchema = z.object({
  order_id: QueryIdSchema,
  transaction_id: QueryIdSchema,
});

/**
 * The gateway's server-to-server notifications: signed, so read as the raw
 * body the signature covers. A bad or stale signature is refused and logged,
 * a replayed event changes nothing, and a payment that is not ours or asks
 * for another amount leaves every order as it was.
 */
export const paymentNotifyRoutes: FastifyPluginAsync<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { provider: string }; Body: string }>(
    '/ebsn/api/payment/notify/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment gateway's signed notification of a payment's state",
        description:
          'Test acquirer: header x-acquirer-signature t=<unix>,v1=<HMAC-SHA256 hex of "t.body">; Stripe: stripe-signature. ' +
          '400 payment.notification_rejected for a bad, stale or foreign notification.',
      },
    },
    async (request) => {
      const rejected = (reason: string) => {
        request.log.warn(
          { reason, provider: request.params.provider },
          'payment notification refused',
        );
        return new AppError(
          'invalid',
          'payment.notification_rejected',
          PAYMENT_MESSAGES.notificationRejected,
          'body',
        );
      };
      if (request.params.provider !== deps.gateway.name) throw rejected('unknown_provider');
      let notification;
      try {
        notification = deps.gateway.parseNotification(
          typeof request.body === 'string' ? request.body : '',
          request.headers,
        );
      } catch (err) {
        // A signed event the adapter has no use for: acknowledged, so the gateway stops sending it.
        if (err instanceof NotificationRejected && err.reason === 'ignored')
          return ok({ processed: false });
        if (err instanceof NotificationRejected) throw rejected(err.reason);
        throw err;
      }
      const fresh = await deps.db.transaction((tx) =>
        recordPaymentEvent(tx, deps.gateway.name, notification.eventId),
      );
      if (!fresh) return ok({ processed: false });
      let outcome;
      try {
        outcome = await settleGatewayPayment(deps, notification.payment);
      } catch (err) {
        // A void or a write that failed half-way: the gateway retries the event, and is heard.
        await forgetPaymentEvent(deps.db, deps.gateway.name, notification.eventId);
        throw err;
      }
      if (outcome.kind === 'refused') throw rejected(outcome.reason);
      return ok({ processed: true });
    },
  );
};

/**
 * Where the gateway sends the shopper's browser back: the payment's state is
 * asked of the gateway (the browser's word is never taken), then the shopper
 * goes to the result page (the order page for a due-date document's payment). In the shopper scope: another shopper's order
 * goes to the not-found page.
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/ebsn/api/payment/return',
    {
      schema: {
        tags: ['payments'],
        summary: 'The browser back from the payment gateway: redirects to the result page',
        querystring: ReturnQuerySchema,
      },
    },
    async (request, reply) => {
      const { order_id, transaction_id } = request.query;
      const order = await findOwnOrder(deps.db, request.shopper.user.userId, order_id);
      const transaction = order && (await findTransaction(deps.db, order_id, transaction_id));
      if (!order || !transaction) return reply.redirect('/not-found', 303);
      if (transaction.providerRef)
        try {
          await settleGatewayPayment(
            deps,
            await deps.gateway.retrievePayment(transaction.providerRef),
          );
        } catch (err) {
          request.log.warn({ err, orderId: order_id }, 'payment state not refreshed on return');
        }
      const after = await findTransaction(deps.db, order_id, transaction_id);
      const failed =
        after?.transactionStatusId === TRANSACTION_STATUS.ERROR ||
        after?.transactionStatusId === TRANSACTION_STATUS.CANCELLED;
      // A due-date document's payment goes back to the order page, where the document is.
      if (transaction.dueDocumentId !== null)
        return reply.redirect(
          `${orderPagePath(order_id)}?due_payment=${failed ? 'failed' : 'completed'}`,
          303,
        );
      return reply.redirect(
        failed ? `/cart/payment-error/${order_id}` : `/cart/payment-completed/${order_id}`,
        303,
      );
    },
  );
};
