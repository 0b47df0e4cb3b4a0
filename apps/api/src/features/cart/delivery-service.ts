import type { Cart } from '@spesa/domain';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import {
  selectAddress,
  selectTimeslot,
  type SelectAddressInput,
  type SelectTimeslotInput,
} from '../delivery';
import { cartContext, liveCart, viewCart } from './service';

export interface CartDeps {
  db: Db;
  config: AppConfig;
}

/** Sets the cart's address (SPEC §7 set address) and answers the refreshed cart. */
export async function setCartAddress(
  { db }: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectAddressInput,
): Promise<Cart> {
  const cart = await liveCart(db, brand, user);
  await selectAddress(db, cartContext(brand, cart), input);
  return viewCart(db, brand, user);
}

/** Takes a place in a timeslot for the cart (SPEC §7 set timeslot) and answers the refreshed cart. */
export async function setCartTimeslot(
  { db, config }: CartDeps,
  brand: BrandRow,
  user: UserRow,
  input: SelectTimeslotInput,
): Promise<Cart> {
  const cart = await liveCart(db, brand, user);
  await selectTimeslot(db, cartContext(brand, cart), input, {
    now: new Date(),
    holdMinutes: config.TIMESLOT_HOLD_MINUTES,
    daysAhead: config.TIMESLOT_DAYS_AHEAD,
  });
  return viewCart(db, brand, user);
}
