import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, OrderDeleteResponseSchema, type OrderListItem } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { orderKeys } from './keys';

/**
 * POST /ebsn/api/order/delete?order_id= (docs/rules/orders.md): cancels an order the store
 * has not taken in charge. The cancelled message is the toast; a refusal
 * (order.not_cancellable) is shown in the confirmation dialog instead.
 */
export async function cancelOrder(orderId: number): Promise<OrderListItem> {
  const body = await api.request('/ebsn/api/order/delete', {
    method: 'POST',
    query: { order_id: orderId },
    notify: false,
    navigateOnError: false,
  });
  const order = parseResponse(OrderDeleteResponseSchema, body.data).data;
  const texts = body.response.infos.flatMap((info) => (info.info ? [info.info] : []));
  if (texts.length === 0) texts.push(ORDER_MESSAGES.orderCancelled(orderId));
  for (const text of texts) api.notify({ kind: 'success', text, code: 'order.cancelled' });
  return order;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
