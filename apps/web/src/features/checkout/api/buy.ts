import { useMutation } from '@tanstack/react-query';
import { BuyResponseSchema, type BuyResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/** The query of checkout/buy as the web sends it (BuyQuerySchema's wire form). */
export interface BuyParams {
  payment_type_id: number;
  user_payment_auth_id?: number;
  /** JSON text of PaymentData, e.g. '{"save_card":true}'. */
  payment_data?: string;
}

/**
 * POST /ebsn/api/checkout/buy?payment_type_id=&user_payment_auth_id=&payment_data=
 * (SPEC §7): the order, and the gateway's page when the payment is online.
 */
export async function buy(params: BuyParams): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/checkout/buy', {
    method: 'POST',
    query: { ...params },
    notify: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

export const useBuy = () => useMutation({ mutationFn: buy });
