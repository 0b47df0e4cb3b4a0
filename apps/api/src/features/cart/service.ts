import { anonymousUser, type Cart, type User } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import { toUser, type UserRow } from '../users';
import { findOrCreateLiveCart, type CartRow } from './repo';

function toCart(row: CartRow | null, user: User, defaultWarehouseId: number): Cart {
  return {
    cartId: row?.cartId ?? 0,
    cartStatusId: row?.cartStatusId ?? 1,
    user,
    store: row?.storeId ? { storeId: row.storeId } : null,
    warehouse: { warehouseId: row?.warehouseId ?? defaultWarehouseId },
    shippingAddress: null,
    selectedService: null,
    timeslot: null,
    cartItems: [],
    totalItems: 0,
    totalPrice: 0,
    packageTotal: 0,
    deliveryFee: 0,
    cartInfos: row?.cartInfos ?? {},
  };
}

/** The cart an anonymous visitor sees: empty, owned by userId -1 (SPEC §4 Session). */
export const anonymousCart = (brand: BrandRow): Cart =>
  toCart(null, anonymousUser(), brand.config.defaultWarehouseId);

/** The shopper's live cart, created on first sight. */
export async function viewCart(db: Db, brand: BrandRow, user: UserRow): Promise<Cart> {
  const warehouseId = brand.config.defaultWarehouseId;
  const row = await findOrCreateLiveCart(db, brand.brandId, user.userId, warehouseId);
  return toCart(row, toUser(user), warehouseId);
}
