import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShopAtWorkResponseSchema, type Address } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { deliveryKeys } from './keys';

export interface ShopAtWorkSubscription {
  company: { companyId: number; name: string } | null;
  /** The company's pickup points, now among the shopper's lockers. */
  addresses: Address[];
  /** The server's words for the success ('Iscrizione completata: …'). */
  message: string | null;
}

/**
 * GET /ebsn/api/shopatwork/subscribe (docs/rules/delivery-and-slots.md Shop at work): the shopper
 * joins their company's service. The refusal ('Il codice inserito non è valido.')
 * goes under the field, not to a toast.
 */
export async function subscribeShopAtWork(code: string): Promise<ShopAtWorkSubscription> {
  const body = await api.request('/ebsn/api/shopatwork/subscribe', {
    query: { subscriptionCode: code },
    notify: false,
    navigateOnError: false,
  });
  const { data } = parseResponse(ShopAtWorkResponseSchema, body.data);
  return { ...data, message: body.response.infos[0]?.info ?? null };
}

/** On success every address list is read again: the company's lockers join the selector's Locker tab. */
export function useSubscribeShopAtWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeShopAtWork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.addresses() }),
  });
}
