import { networkWarehouseId } from '@spesa/domain';
import type { BrandRow } from '../../brands';
import type { CartContext } from '../../delivery';
import type { CartRow } from './carts';

/** What the delivery rules need to know of a cart to scope everything to its owner. */
export const cartContext = (
  brand: BrandRow,
  cart: Pick<CartRow, 'cartId' | 'userId'>,
): CartContext => ({
  cartId: cart.cartId,
  userId: cart.userId,
  defaultWarehouseId: networkWarehouseId(brand.config, brand.config.defaultWarehouseId),
  ownWarehouses: brand.config.ownWarehouses ?? {},
});
