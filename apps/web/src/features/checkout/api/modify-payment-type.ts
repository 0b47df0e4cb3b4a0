import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifyPaymentType } from '../../../lib/checkout';
import { checkoutKeys } from './keys';

export function useModifyPaymentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPaymentType,
    onSuccess: (answer) =>
      queryClient.setQueryData(checkoutKeys.order(answer.order.orderId), answer.order),
  });
}
