import type { UpdateCartInfoRequest } from '@spesa/domain';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

/** POST /ebsn/api/cart/update-cart-info {property, value} (docs/rules/cart.md): the order note, the invoice request. */
export function updateCartInfo(info: UpdateCartInfoRequest) {
  return cartCall('/ebsn/api/cart/update-cart-info', { json: info });
}

/** errorSettingCartInfo on failure. */
export function useUpdateCartInfo() {
  return useCartMutation<UpdateCartInfoRequest>({
    mutationFn: updateCartInfo,
    optimistic: (cart, info) => ({
      ...cart,
      cartInfos: { ...cart.cartInfos, [info.property]: info.value },
    }),
    errorKey: 'errorSettingCartInfo',
  });
}
