import type { Cart } from '@spesa/domain';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import {
  selectAddress,
  selectTimeslot,
  type SelectAddressInput,
  type SelectTimeslotInput,
} from '../delivery';
import { cartContext } from './context';
import type { CartDeps } from './deps';
import { liveCart, viewCart } from './service';

/** Sets the cart's address (SPEC §7 set address) and answers the refreshed cart. */
export async function setCartAddress(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectAddressInput,
): Promise<Cart> {
  const cart = await liveCart(deps.db, brand, user);
  await selectAddress(deps.db, cartContext(brand, cart), input);
  return viewCart(deps, brand, user);
}

/** Takes a place in a timeslot for the cart (SPEC §7 set timeslot) and answers the refreshed cart. */
export async function setCartTimeslot(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectTimeslotInput,
): Promise<Cart> {
  const cart = await liveCart(deps.db, brand, user);
  await selectTimeslot(deps.db, cartContext(brand, cart), input, {
    now: new Date(),
    holdMinutes: deps.config.TIMESLOT_HOLD_MINUTES,
    daysAhead: deps.config.TIMESLOT_DAYS_AHEAD,
  });
  return viewCart(deps, brand, user);
}
