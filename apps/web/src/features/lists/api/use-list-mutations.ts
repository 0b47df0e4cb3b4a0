import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, Wishlist, WishlistDetail } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { useCheckoutFlow, withDeliveryChosen } from '../../../lib/checkout';
import { api, refusalMessage } from '../../../lib/api';
import { i18n } from '../../../i18n';
import { favouritesOf } from '../model/favourites';
import { listKeys } from './keys';
import {
  acceptInvitation,
  createList,
  deleteList,
  leaveList,
  renameList,
  selectDefaultList,
  shareList,
  unshareList,
} from './list-calls';
import { addListToCart, addToList, removeListItems, updateListItems } from './item-calls';

/** A list changed: its page shows the answer, the lists' sizes and names are read again. */
function listChanged(queryClient: QueryClient, list: Wishlist | WishlistDetail): Promise<void> {
  if ('wishlistItems' in list) {
    queryClient.setQueryData(listKeys.detail(list.listId), list);
    if (list.kind === 'favourites')
      queryClient.setQueryData(listKeys.favourites(), favouritesOf(list));
  } else void queryClient.invalidateQueries({ queryKey: listKeys.detail(list.listId) });
  return queryClient.invalidateQueries({ queryKey: listKeys.pages() });
}

function useListCall<V, R extends Wishlist | WishlistDetail>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (list) => listChanged(queryClient, list) });
}

export const useCreateList = () => useListCall(createList);
export const useRenameList = () => useListCall(renameList);
export const useSelectDefaultList = () => useListCall(selectDefaultList);
export const useShareList = () => useListCall(shareList);
export const useUnshareList = () => useListCall(unshareList);
export const useAddToList = () => useListCall(addToList);
export const useUpdateListItems = () => useListCall(updateListItems);
export const useRemoveListItems = () => useListCall(removeListItems);

export const useAcceptInvitation = () => useListCall(acceptInvitation);

/** A list gone from the shopper's: deleted by its owner, or a share left or declined. */
function useListGone(call: (listId: number) => Promise<number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (listId) => {
      queryClient.removeQueries({ queryKey: listKeys.detail(listId) });
      return queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    },
  });
}

export const useDeleteList = () => useListGone(deleteList);
export const useLeaveList = () => useListGone(leaveList);

/**
 * 'Aggiungi tutto al carrello': the cart wants an address and a timeslot first
 * (docs/rules/lists.md Into the cart); when it says so, the checkout flow asks for
 * them and the list goes in once they are chosen.
 */
export function useAddListToCart() {
  const queryClient = useQueryClient();
  const flow = useCheckoutFlow();
  return useMutation({
    mutationFn: (listId: number): Promise<Cart | null> =>
      withDeliveryChosen(flow, () => addListToCart(listId)),
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.view(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) =>
      api.notify({
        kind: 'error',
        text: refusalMessage(error) ?? i18n.t('cart:errors.errorAddingProductFromList'),
        code: 'cart.errorAddingProductFromList',
      }),
  });
}
