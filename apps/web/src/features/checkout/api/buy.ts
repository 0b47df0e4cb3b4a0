import { useMutation } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import type { PaymentChoiceParams } from '../../../lib/checkout';
import { updateAppState } from '../../../lib/app-state/update-later';

/**
 * POST /ebsn/api/checkout/buy?payment_type_id=&user_payment_auth_id=&payment_data=
 * (docs/rules/checkout-and-payment.md): the order, and the gateway's page when the payment is online.
 */
export async function buy(params: PaymentChoiceParams): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/checkout/buy', {
    method: 'POST',
    query: { ...params },
    notify: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

/** The order placed is the app's current order (SPEC §3 app state). */
export const useBuy = () =>
  useMutation({
    mutationFn: buy,
    onSuccess: (answer) => updateAppState((state) => state.setCurrentOrderId(answer.order.orderId)),
  });
