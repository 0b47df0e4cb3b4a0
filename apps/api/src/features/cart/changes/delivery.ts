import type { BrandRow } from '../../brands';
import {
  selectAddress,
  selectTimeslot,
  type SelectAddressInput,
  type SelectTimeslotInput,
} from '../../delivery';
import type { UserRow } from '../../users';
import type { CartDeps } from '../deps';
import { liveCart } from '../repo/carts';
import { cartContext } from '../repo/delivery-context';

/** Sets the cart's address (docs/rules/delivery-and-slots.md set address): the delivery work checks and writes it. */
export async function chooseCartAddress(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectAddressInput,
): Promise<void> {
  const cart = await liveCart(deps.db, brand, user);
  await selectAddress(deps.db, cartContext(brand, cart), input);
}

/** Takes a place in a timeslot for the cart (docs/rules/delivery-and-slots.md set timeslot). */
export async function chooseCartTimeslot(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectTimeslotInput,
): Promise<void> {
  const cart = await liveCart(deps.db, brand, user);
  await selectTimeslot(deps.db, cartContext(brand, cart), input, {
    now: new Date(),
    holdMinutes: deps.config.TIMESLOT_HOLD_MINUTES,
    daysAhead: deps.config.TIMESLOT_DAYS_AHEAD,
  });
}
