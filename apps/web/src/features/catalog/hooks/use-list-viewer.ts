import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { cartKeys, useCart } from '../../../lib/cart';
import { useSession } from '../../../lib/session';
import type { ListViewer } from '../api/keys';

/** Whose prices and preferred products a listing shows: the cart's warehouse and the shopper. */
export function useListViewer(): ListViewer & { isAuthenticated: boolean } {
  const session = useSession();
  const cart = useCart({ enabled: session.isKnown && !session.isError });
  return {
    warehouseId: cart.data?.warehouse.warehouseId ?? null,
    userId: session.isAuthenticated ? session.user.userId : null,
    isAuthenticated: session.isAuthenticated,
  };
}

/** The cart's warehouse as a loader can know it (null before the cart has loaded). */
export const cartWarehouseOf = (queryClient: QueryClient): number | null =>
  queryClient.getQueryData<Cart>(cartKeys.view())?.warehouse.warehouseId ?? null;
