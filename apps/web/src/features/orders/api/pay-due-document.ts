import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { orderKeys } from './keys';

export interface PayDueDocumentParams {
  orderId: number;
  dueDocumentId: number;
}

/**
 * POST /ebsn/api/order/due-document-payment?order_id=&due_document_id=
 * (docs/rules/checkout-and-payment.md Paying a due-date document): the gateway's page for one
 * unpaid document. The page says the failure itself, in the due-date payment's words.
 */
export async function payDueDocument({
  orderId,
  dueDocumentId,
}: PayDueDocumentParams): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/order/due-document-payment', {
    method: 'POST',
    query: { order_id: orderId, due_document_id: dueDocumentId },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

/**
 * The caller sends the browser to the gateway's page. Without one (refused, or
 * paid at once) the order is read again: the documents show what holds now.
 */
export function usePayDueDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDueDocument,
    onSettled: (answer) =>
      answer?.paymentUrl ? undefined : queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
