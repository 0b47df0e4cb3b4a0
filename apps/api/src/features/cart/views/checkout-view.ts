import type { Cart } from '@spesa/domain';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import type { CartRow } from '../repo/carts';
import { buildCartView, type CartViewOptions } from './build';

export interface CheckoutCart {
  /** The cart as the shopper sees it (lines grouped in sectors when asked). */
  cart: Cart;
  /** Its row: status, lock deadline, version and the version checkout/prepare left. */
  row: CartRow;
}

/** The shopper's live cart for the checkout: the view and the row it was built from. */
export async function cartForCheckout(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  options: CartViewOptions = {},
): Promise<CheckoutCart> {
  const snapshot = await cartSnapshot(deps.db, brand, user);
  const { cart } = await buildCartView(deps, brand, user, snapshot, options);
  return { cart, row: snapshot.cart };
}
