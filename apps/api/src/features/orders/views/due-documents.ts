import { centsToEuros, dueDocumentStatusOf, type DueDocument } from '@spesa/domain';
import type { OrderDueDocumentRow } from '../repo/orders';

/** A due-date document of order/view; its status on `today`, the shop's date (Europe/Rome). */
export const dueDocumentJson = (row: OrderDueDocumentRow, today: string): DueDocument => ({
  dueDocumentId: row.dueDocumentId,
  docReferenceNumber: row.docReferenceNumber,
  docDate: row.docDate,
  dueDate: row.dueDate,
  docAmount: centsToEuros(row.docAmountCents),
  paymentAmount: centsToEuros(row.paymentAmountCents),
  status: dueDocumentStatusOf(row, today),
});
