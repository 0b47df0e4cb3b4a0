import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { findLine } from '../model/optimistic';

const CART_HASH = hashKey(cartKeys.view());

/**
 * A product's line in the cart the query cache holds, or undefined. A card subscribes to
 * its line, not to the cart query: a page of cards re-renders only the cards whose line
 * changed, not all of them each time the cart is fetched (the query's result is a new
 * object at each fetch, which re-rendered every card just after hydration, issue 12).
 * The shell's cart badge observes the query and keeps it fetched.
 */
export function useCartLine(productId: number): CartItem | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === CART_HASH) onChange();
      }),
    [queryClient],
  );
  const line = () => findLine(queryClient.getQueryData<Cart>(cartKeys.view()), productId);
  return useSyncExternalStore(subscribe, line, line);
}
