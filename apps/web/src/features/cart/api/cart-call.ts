import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse, type RequestOptions } from '../../../lib/api';
import { SHOW_SECTORS } from '../../../lib/cart';

/**
 * A cart call answering the refreshed cart in data.data. Messages are not
 * turned into toasts here: the cart's hooks show their own (docs/rules/cart.md keys).
 */
export async function cartCall(path: string, options: RequestOptions = {}): Promise<Cart> {
  const body = await api.request(path, {
    method: 'POST',
    ...options,
    query: { ...SHOW_SECTORS, ...options.query },
    notify: false,
  });
  return parseResponse(CartViewResponseSchema, body.data).data;
}
