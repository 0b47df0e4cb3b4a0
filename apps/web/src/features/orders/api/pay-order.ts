import { useMutation } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/** POST /ebsn/api/order/payment?order_id= (docs/rules/orders.md): pays a suspended order again, same payment type. */
export async function payOrder(orderId: number): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/order/payment', {
    method: 'POST',
    query: { order_id: orderId },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

/** The caller follows the answer (lib/checkout followPayment): the page leaves for the gateway. */
export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
