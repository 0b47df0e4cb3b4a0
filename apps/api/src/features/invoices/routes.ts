/**
 * An order's fiscal documents (issue 11): the PDF invoice or receipt of a
 * delivered order, and the FatturaPA XML a company customer's invoice is sent as.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_MESSAGES, INVOICE_DOCUMENT_MESSAGES, QueryIdSchema } from '@spesa/domain';
import { refusal } from '../../http/app-error';
import { findOwnOrder, readOrderParts } from '../orders';
import { invoiceDocumentOf, isInvoiceable } from './document';
import { canSendToSdi, fatturaPaXml } from './fatturapa';
import { renderInvoicePdf } from './pdf';
import { sellerOf } from './sellers';

const InvoiceQuerySchema = z.object({
  order_id: QueryIdSchema,
  format: z.enum(['pdf', 'xml']).default('pdf'),
});

/** The fiscal document of a delivered order; in the shopper scope. */
export const invoiceShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/order/invoice',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The invoice (or receipt) of a delivered order: PDF, or FatturaPA 1.2 XML for a company',
        description:
          'Query order_id, format pdf (default) | xml. PDF: an invoice when the order asked for one, else a receipt. ' +
          "XML: only for a company customer with an SDI code or PEC. Refusals (status 1): order.not_found 'Ordine non trovato', " +
          'invoice.not_available (not delivered yet), invoice.no_einvoice (no XML for this order).',
        querystring: InvoiceQuerySchema,
      },
    },
    async (request, reply) => {
      const { order_id, format } = request.query;
      const order = await findOwnOrder(app.db, request.shopper.user.userId, order_id);
      if (!order) throw refusal('order.not_found', CHECKOUT_MESSAGES.orderNotFound, 'order_id');
      if (!isInvoiceable(order))
        throw refusal('invoice.not_available', INVOICE_DOCUMENT_MESSAGES.notAvailable, 'order_id');
      const seller = sellerOf(order.brandId);
      if (!seller) throw refusal('invoice.not_available', INVOICE_DOCUMENT_MESSAGES.failed);
      const parts = await readOrderParts(app.db, order.orderId);
      const doc = invoiceDocumentOf(order, parts, seller);
      const name = `${doc.kind}-${doc.number.replace('/', '-')}`;
      reply.header('cache-control', 'private, no-store');
      if (format === 'xml') {
        if (!canSendToSdi(doc))
          throw refusal('invoice.no_einvoice', INVOICE_DOCUMENT_MESSAGES.noEInvoice, 'format');
        return reply
          .type('application/xml; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="IT${doc.seller.vatNumber}_${doc.orderId}.xml"`,
          )
          .send(fatturaPaXml(doc));
      }
      const pdf = await renderInvoicePdf(doc, request.brand.name);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .send(pdf);
    },
  );
};
