import { ADDRESS_TYPE, DELIVERY_MESSAGES, cartLockHolds } from '@spesa/domain';
import type { Db } from '../../db/client';
import { findVisibleAddress, setUserDefaultAddress } from './addresses-repo';
import { sameOwner } from './calendar-repo';
import { targetOf, type CartContext } from './cart-context';
import {
  findCartDelivery,
  findCartSlot,
  lastChosenAddressId,
  lockCart,
  moveCart,
  saveCartDelivery,
} from './cart-delivery-repo';
import { releaseHold } from './holds-repo';
import { refusal } from '../../http/app-error';

export interface SelectAddressInput {
  addressId: number;
  /** When given, the address must be of this type. */
  addressTypeId?: number | undefined;
}

/**
 * Sets the cart's address: the cart moves to the warehouse and store that
 * serve it, and a timeslot of another calendar is dropped with its hold.
 */
export async function selectAddress(
  db: Db,
  ctx: Pick<CartContext, 'cartId' | 'userId' | 'ownWarehouses'>,
  input: SelectAddressInput,
): Promise<void> {
  const address = await findVisibleAddress(db, ctx.userId, input.addressId);
  if (
    !address ||
    (input.addressTypeId !== undefined && address.addressTypeId !== input.addressTypeId)
  )
    throw refusal('address.not_found', DELIVERY_MESSAGES.addressNotFound, 'address_id');
  const target = await targetOf(db, address);
  if (!target)
    throw refusal(
      'address.not_covered',
      address.addressTypeId === ADDRESS_TYPE.HOME
        ? DELIVERY_MESSAGES.addressNotCovered
        : DELIVERY_MESSAGES.addressNotFound,
      'address_id',
    );

  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.cartId);
    if (cart && cartLockHolds(cart, new Date()))
      throw refusal('cart.address_locked', DELIVERY_MESSAGES.cartLocked);
    const current = await findCartDelivery(tx, ctx.cartId);
    const slot = current?.timeslotDayId ? await findCartSlot(tx, current.timeslotDayId) : undefined;
    const keepSlot = slot !== undefined && sameOwner(slot.timeslot, target.owner);
    if (!keepSlot) await releaseHold(tx, ctx.cartId);
    await saveCartDelivery(tx, {
      cartId: ctx.cartId,
      addressId: address.addressId,
      addressAutoAssigned: false,
      timeslotDayId: keepSlot ? slot.day.timeslotDayId : null,
      timeslotAutoAssigned: keepSlot ? (current?.timeslotAutoAssigned ?? false) : false,
    });
    await moveCart(tx, ctx, target);
    await setUserDefaultAddress(tx, ctx.userId, address.addressTypeId, address.addressId);
  });
}

/**
 * docs/rules/delivery-and-slots.md Next cart: a new cart starts at the address the
 * shopper chose for the last one, while it is still theirs and still served; the
 * slot is chosen anew.
 */
export async function carryLastAddress(
  db: Db,
  ctx: Pick<CartContext, 'cartId' | 'userId' | 'ownWarehouses'>,
): Promise<void> {
  const addressId = await lastChosenAddressId(db, ctx.userId);
  const address =
    addressId === undefined ? undefined : await findVisibleAddress(db, ctx.userId, addressId);
  const target = address && (await targetOf(db, address));
  if (!address || !target) return;
  await db.transaction(async (tx) => {
    await saveCartDelivery(tx, {
      cartId: ctx.cartId,
      addressId: address.addressId,
      addressAutoAssigned: false,
      timeslotDayId: null,
      timeslotAutoAssigned: false,
    });
    await moveCart(tx, ctx, target);
  });
}

/**
 * «Imposta come preferito»: the address gets the star of its kind; the cart
 * stays where the shopper put it (decision 037: only a choice moves it).
 */
export async function preferAddress(db: Db, userId: number, addressId: number): Promise<void> {
  const address = await findVisibleAddress(db, userId, addressId);
  if (!address) throw refusal('address.not_found', DELIVERY_MESSAGES.addressNotFound, 'address_id');
  await setUserDefaultAddress(db, userId, address.addressTypeId, address.addressId);
}
