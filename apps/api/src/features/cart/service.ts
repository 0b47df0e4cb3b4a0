import { anonymousUser, type Cart, type User } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import { toUser, type UserRow } from '../users';
import { cartDeliveryView, type CartContext, type CartDeliveryView } from '../delivery';
import { findOrCreateLiveCart, type CartRow } from './repo';

function toCart(
  row: CartRow | null,
  user: User,
  defaultWarehouseId: number,
  delivery: CartDeliveryView | null,
): Cart {
  return {
    cartId: row?.cartId ?? 0,
    cartStatusId: row?.cartStatusId ?? 1,
    user,
    store: delivery?.store ?? (row?.storeId ? { storeId: row.storeId } : null),
    warehouse: { warehouseId: row?.warehouseId ?? defaultWarehouseId },
    shippingAddress: delivery?.shippingAddress ?? null,
    selectedService: delivery?.selectedService ?? null,
    timeslot: delivery?.timeslot ?? null,
    cartItems: [],
    totalItems: 0,
    totalPrice: 0,
    packageTotal: 0,
    deliveryFee: delivery?.deliveryFee ?? 0,
    cartInfos: row?.cartInfos ?? {},
  };
}

/** The cart an anonymous visitor sees: empty, owned by userId -1 (SPEC §4 Session). */
export const anonymousCart = (brand: BrandRow): Cart =>
  toCart(null, anonymousUser(), brand.config.defaultWarehouseId, null);

/** The shopper's live cart row, created on first sight. */
export const liveCart = (db: Db, brand: BrandRow, user: UserRow): Promise<CartRow> =>
  findOrCreateLiveCart(db, brand.brandId, user.userId, brand.config.defaultWarehouseId);

/** What the delivery rules need to know of a cart to scope everything to its owner. */
export const cartContext = (brand: BrandRow, cart: CartRow): CartContext => ({
  cartId: cart.cartId,
  userId: cart.userId,
  defaultWarehouseId: brand.config.defaultWarehouseId,
});

/** The shopper's live cart, created on first sight. */
export async function viewCart(db: Db, brand: BrandRow, user: UserRow): Promise<Cart> {
  const row = await liveCart(db, brand, user);
  const delivery = await cartDeliveryView(
    db,
    { ...cartContext(brand, row), storeId: row.storeId },
    new Date(),
  );
  return toCart(row, toUser(user), brand.config.defaultWarehouseId, delivery);
}
