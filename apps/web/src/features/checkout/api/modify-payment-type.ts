import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import type { BuyParams } from './buy';
import { checkoutKeys } from './keys';

export interface ModifyPaymentTypeParams extends BuyParams {
  order_id: number;
}

/**
 * POST /ebsn/api/order/modify-payment-type?order_id=&payment_type_id=&user_payment_auth_id=&payment_data=
 * (SPEC §7): a suspended order paid another way (on delivery, another card).
 */
export async function modifyPaymentType(params: ModifyPaymentTypeParams): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/order/modify-payment-type', {
    method: 'POST',
    query: { ...params },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

export function useModifyPaymentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPaymentType,
    onSuccess: (answer) =>
      queryClient.setQueryData(checkoutKeys.order(answer.order.orderId), answer.order),
  });
}
