import { z } from 'zod';
import { DUE_DOCUMENT_STATUSES } from '../orders/due-documents';
import { IsoDateSchema } from './delivery';

/** A due-date document of a deferred payment (docs/rules/checkout-and-payment.md), in order/view. Money in euros. */
export const DueDocumentSchema = z.object({
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
