import type { Cart } from '@spesa/domain';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { cartSnapshot } from '../cache/snapshot';
import type { CartDeps } from '../deps';
import type { CartRow } from '../repo/carts';
import { buildCartView } from './build';

export interface CheckoutCart {
  /** The cart as the shopper sees it, lines grouped in sectors too. */
  cart: Cart;
  /** Its row: status, lock deadline, version and the version checkout/prepare left. */
  row: CartRow;
  /** Some lines are not sold by the cart's warehouse (left out of the totals). */
  hasUnsoldLines: boolean;
}

/** The shopper's live cart for the checkout: the view and the row it was built from. */
export async function cartForCheckout(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
): Promise<CheckoutCart> {
  const snapshot = await cartSnapshot(deps.db, brand, user);
  const { cart, warnings } = await buildCartView(deps, brand, user, snapshot, {
    showSectors: true,
  });
  return { cart, row: snapshot.cart, hasUnsoldLines: warnings.length > 0 };
}
