import type { BrandRow } from '../../brands';
import type { CartContext } from '../../delivery';
import type { CartRow } from './carts';

/** What the delivery rules need to know of a cart to scope everything to its owner. */
export const cartContext = (brand: BrandRow, cart: CartRow): CartContext => ({
  cartId: cart.cartId,
  userId: cart.userId,
  defaultWarehouseId: brand.config.defaultWarehouseId,
});
