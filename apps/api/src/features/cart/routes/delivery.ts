import type { Cart } from '@spesa/domain';
import type { BrandRow } from '../../brands';
import type { SelectAddressInput, SelectTimeslotInput } from '../../delivery';
import type { UserRow } from '../../users';
import { chooseCartAddress, chooseCartTimeslot } from '../changes/delivery';
import type { CartDeps } from '../deps';
import { viewCart } from '../views/view-cart';

/** Sets the cart's address (docs/rules/delivery-and-slots.md set address) and answers the refreshed cart. */
export async function setCartAddress(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectAddressInput,
): Promise<Cart> {
  await chooseCartAddress(deps, brand, user, input);
  return viewCart(deps, brand, user);
}

/** Takes a place in a timeslot for the cart (docs/rules/delivery-and-slots.md set timeslot) and answers the refreshed cart. */
export async function setCartTimeslot(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectTimeslotInput,
): Promise<Cart> {
  await chooseCartTimeslot(deps, brand, user, input);
  return viewCart(deps, brand, user);
}
