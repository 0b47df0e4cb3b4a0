import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse, type RequestOptions } from '../../../lib/api';

/**
 * SPEC §7: most cart calls send show_sectors. The drawer always asks for the
 * lines grouped by department and shows the panels expanded (decision 009).
 */
export const SHOW_SECTORS = { show_sectors: 'true' } as const;

/**
 * A cart call answering the refreshed cart in data.data. Messages are not
 * turned into toasts here: the cart's hooks show their own (SPEC §8 keys).
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
