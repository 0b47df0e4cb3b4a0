import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { useBrand } from '../brand';
import { cartKeys, useCart } from '../cart';
import { useSession } from './session';

/** Who sees a product list: prices and stock follow the cart's warehouse; preferred products the shopper. */
export interface ListViewer {
  warehouseId: number | null;
  userId: number | null;
}

/**
 * Whose prices and preferred products a listing (a category, a search, the
 * home's rows) shows: the cart's warehouse and the shopper. Until the cart is known, the brand's default warehouse, which is
 * the one a new visitor's cart has: the page rendered on the server shows its
 * prices, and the client's first render must ask for the same queries.
 */
export function useListViewer(): ListViewer & { isAuthenticated: boolean } {
  const session = useSession();
  const { defaultWarehouseId } = useBrand().config;
  const cart = useCart({ enabled: session.isKnown && !session.isError });
  return {
    warehouseId: cart.data?.warehouse.warehouseId ?? defaultWarehouseId,
    userId: session.isAuthenticated ? session.user.userId : null,
    isAuthenticated: session.isAuthenticated,
  };
}

/** The cart's warehouse as a loader can know it (the brand's default before the cart has loaded). */
export const cartWarehouseOf = (queryClient: QueryClient, defaultWarehouseId: number): number =>
  queryClient.getQueryData<Cart>(cartKeys.view())?.warehouse.warehouseId ?? defaultWarehouseId;
