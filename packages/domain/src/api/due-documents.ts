import { z } from 'zod';
import { DUE_DOCUMENT_STATUSES } from '../orders/due-documents';
import { IsoDateSchema } from './delivery';
import { QueryIdSchema } from './ids';

/** A due-date document of a deferred payment (docs/rules/checkout-and-payment.md), in order/view. Money in euros. */
export const DueDocumentSchema = z.object({
  /** What order/due-document-payment names the document by. */
  dueDocumentId: z.number().int(),
  docReferenceNumber: z.string(),
  /** YYYY-MM-DD: when the document was issued. */
  docDate: IsoDateSchema,
  /** YYYY-MM-DD: when it must be paid by. */
  dueDate: IsoDateSchema,
  docAmount: z.number(),
  paymentAmount: z.number(),
  /** dueDocumentStatusOf on the shop's today; dueDocumentStatusLabel gives its Italian label. */
  status: z.enum(DUE_DOCUMENT_STATUSES),
});
export type DueDocument = z.infer<typeof DueDocumentSchema>;

/** POST order/due-document-payment: the shopper's order and one of its documents. */
export const DueDocumentPaymentQuerySchema = z.object({
  order_id: QueryIdSchema,
  due_document_id: QueryIdSchema,
});

/** Where the shop sends the browser back to after a document's payment: ?due_payment= on the order page. */
export const DUE_PAYMENT_RESULTS = ['completed', 'failed'] as const;
export type DuePaymentResult = (typeof DUE_PAYMENT_RESULTS)[number];
