import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** POST /ebsn/api/order/payment?order_id= (docs/rules/checkout-and-payment.md): pay a suspended order again, same payment type. */
export async function retryPayment(orderId: number): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/order/payment', {
    method: 'POST',
    query: { order_id: orderId },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayment,
    onSuccess: (answer) =>
      queryClient.setQueryData(checkoutKeys.order(answer.order.orderId), answer.order),
  });
}
