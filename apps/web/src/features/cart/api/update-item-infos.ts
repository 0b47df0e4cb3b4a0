import type { UpdateCartItemInfosRequest } from '@spesa/domain';
import { withLineInfos } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

export interface UpdateItemInfosVariables {
  itemIds: number[];
  acceptAlternatives: boolean;
}

/** POST /ebsn/api/cart/update-infos {items:[{itemId, infos:{accept_alternatives}}]} (docs/rules/cart.md). */
export function updateItemInfos({ itemIds, acceptAlternatives }: UpdateItemInfosVariables) {
  const value = acceptAlternatives ? 'true' : 'false';
  const request: UpdateCartItemInfosRequest = {
    items: itemIds.map((itemId) => ({ itemId, infos: { accept_alternatives: value } })),
  };
  return cartCall('/ebsn/api/cart/update-infos', { json: request });
}

/** Accept alternatives for one line or all of them; errorSettingCartInfo on failure. */
export function useUpdateItemInfos() {
  return useCartMutation<UpdateItemInfosVariables>({
    mutationFn: updateItemInfos,
    optimistic: (cart, v) =>
      v.itemIds.reduce(
        (next, itemId) =>
          withLineInfos(next, itemId, {
            accept_alternatives: v.acceptAlternatives ? 'true' : 'false',
          }),
        cart,
      ),
    errorKey: 'errorSettingCartInfo',
  });
}
