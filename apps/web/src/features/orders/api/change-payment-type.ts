import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifyPaymentType } from '../../../lib/checkout';
import { orderKeys } from './keys';

/**
 * order/modify-payment-type from the order's page. The answer carries only the
 * order's summary, so the page reads the order again (its payment box, status
 * and buttons change), and the list too.
 */
export function useChangePaymentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPaymentType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
