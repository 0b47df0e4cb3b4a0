import { anonymousUser, type Cart } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import type { CartDeps } from './deps';
import { findOrCreateLiveCart, type CartRow } from './repo';
import { buildCartView, type CartViewOptions, type CartViewResult } from './view';

/** The cart an anonymous visitor sees: empty, owned by userId -1 (SPEC §4 Session). */
export const anonymousCart = (brand: BrandRow): Cart => ({
  cartId: 0,
  cartStatusId: 1,
  user: anonymousUser(),
  store: null,
  warehouse: { warehouseId: brand.config.defaultWarehouseId },
  shippingAddress: null,
  selectedService: null,
  timeslot: null,
  cartItems: [],
  totalItems: 0,
  grossTotal: 0,
  giftTotal: 0,
  packageTotal: 0,
  deliveryFee: 0,
  totalPrice: 0,
  cartInfos: {},
  giftCertificates: [],
  orderAdjustmentSummary: { orderAdjustments: [], totalAmount: 0 },
  giftCertificatesToGenerate: [],
  orderPackages: [],
  userPoints: {},
});

/** The shopper's live cart row, created on first sight. */
export const liveCart = (db: Db, brand: BrandRow, user: UserRow): Promise<CartRow> =>
  findOrCreateLiveCart(db, brand.brandId, user.userId, brand.config.defaultWarehouseId);

/** The shopper's live cart (created on first sight) with what to say about it. */
export async function viewCartWithWarnings(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  options: CartViewOptions = {},
): Promise<CartViewResult> {
  const row = await liveCart(deps.db, brand, user);
  return buildCartView(deps, brand, user, row, options);
}

/** The shopper's live cart, created on first sight. */
export async function viewCart(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  options: CartViewOptions = {},
): Promise<Cart> {
  return (await viewCartWithWarnings(deps, brand, user, options)).cart;
}
