import type { AddToCartItem, AddToCartRequest, ChosenOptions, LineProduct } from '@spesa/domain';
import { withAddedProduct } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

export interface AddToCartVariables {
  product: LineProduct;
  quantity: number;
  options?: ChosenOptions;
  acceptAlternatives?: boolean;
}

/** POST /ebsn/api/cart/add {items:[{productId, quantity, infos, selectOptions}]} (docs/rules/cart.md). */
export function addToCart(request: AddToCartRequest) {
  return cartCall('/ebsn/api/cart/add', { json: request });
}

export const addToCartItemOf = ({
  product,
  quantity,
  options,
  acceptAlternatives,
}: AddToCartVariables): AddToCartItem => ({
  productId: product.productId,
  quantity,
  ...(acceptAlternatives === undefined
    ? {}
    : { infos: { accept_alternatives: acceptAlternatives ? 'true' : 'false' } }),
  ...(options && Object.keys(options).length > 0 ? { selectOptions: { ...options } } : {}),
});

/** Adds a product; the caller shows the failure (a missing address or slot opens the flow first). */
export function useAddToCart() {
  return useCartMutation<AddToCartVariables>({
    mutationFn: (variables) => addToCart({ items: [addToCartItemOf(variables)] }),
    optimistic: (cart, v) =>
      withAddedProduct(cart, v.product, v.quantity, v.options, v.acceptAlternatives ?? true),
  });
}
