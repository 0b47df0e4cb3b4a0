import { anonymousUser, type Cart } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import type { CartDeps } from './deps';
import { findOrCreateLiveCart, type CartRow } from './repo';
import { cartContents } from './contents-cache';
import { readCartHead, type CartHead, type CartSnapshot } from './snapshot-repo';
import { buildCartView, type CartViewOptions } from './view';

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

async function cartHead(db: Db, brand: BrandRow, user: UserRow): Promise<CartHead> {
  const found = await readCartHead(db, brand.brandId, user.userId);
  if (found) return found;
  await liveCart(db, brand, user);
  const created = await readCartHead(db, brand.brandId, user.userId);
  if (!created) throw new Error(`cart of user ${user.userId} could not be read back`);
  return created;
}

/** The shopper's live cart with its lines, codes and points (created on first sight). */
export async function cartSnapshot(db: Db, brand: BrandRow, user: UserRow): Promise<CartSnapshot> {
  const head = await cartHead(db, brand, user);
  const contents = await cartContents(db, head);
  return { ...head, ...contents };
}

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
