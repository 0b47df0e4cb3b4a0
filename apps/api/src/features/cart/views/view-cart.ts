import { anonymousUser, type Cart } from '@spesa/domain';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import { buildCartView, type CartViewOptions } from './build';
import { minimumOrderJson } from './summary';

/** The cart an anonymous visitor sees: empty, owned by userId -1 (docs/rules/account.md Session). */
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
  minimumOrder: minimumOrderJson({ goodsCents: 0 }, brand.config.minimumOrderCents),
});

/** The shopper's live cart, created on first sight. */
export async function viewCart(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  options: CartViewOptions = {},
): Promise<Cart> {
  const snapshot = await cartSnapshot(deps.db, brand, user);
  return (await buildCartView(deps, brand, user, snapshot, options)).cart;
}
