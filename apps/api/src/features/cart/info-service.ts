import {
  CART_MESSAGES,
  type ResponseMessage,
  type UpdateCartInfoRequestSchema,
  type UpdateCartItemInfosRequestSchema,
} from '@spesa/domain';
import type { z } from 'zod';
import type { BrandRow } from '../brands';
import { refusal } from '../delivery';
import type { UserRow } from '../users';
import { withLockedCart } from './cart-lock';
import type { CartDeps } from './deps';
import { setItemInfos } from './items-repo';
import { saveCartInfos, saveCartStatus } from './repo';
import { liveCart } from './service';

/** Cart status 7: ready for payment; the address can no longer change (SPEC §4). */
export const CART_STATUS_LOCKED = 7;

/** POST cart/update-cart-info: the order note (blank removes it) or need_invoice. */
export async function updateCartInfo(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  { property, value }: z.output<typeof UpdateCartInfoRequestSchema>,
): Promise<void> {
  const cart = await liveCart(deps.db, brand, user);
  await withLockedCart(deps, cart, [], async ({ tx, cart: locked }) => {
    const { [property]: _previous, ...others } = locked.cartInfos;
    const text = value.trim();
    await saveCartInfos(tx, locked.cartId, text ? { ...others, [property]: text } : others);
  });
}

/** POST cart/update-infos: accept_alternatives and notes of lines. */
export async function updateItemInfos(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  updates: z.output<typeof UpdateCartItemInfosRequestSchema>['items'],
): Promise<void> {
  const cart = await liveCart(deps.db, brand, user);
  await withLockedCart(deps, cart, [], async ({ tx, cart: locked, items }) => {
    for (const [index, { itemId, infos }] of updates.entries()) {
      if (!items.some((i) => i.itemId === itemId))
        throw refusal('cart.item_not_found', CART_MESSAGES.itemNotFound, `items.${index}.itemId`);
      await setItemInfos(tx, locked.cartId, itemId, {
        ...(infos.accept_alternatives === undefined
          ? {}
          : { acceptAlternatives: infos.accept_alternatives === 'true' }),
        ...(infos.notes === undefined ? {} : { notes: infos.notes.trim() }),
      });
    }
  });
}

/** POST cart/lock: the cart goes to payment (status 7), which freezes its address. */
export async function lockCartForPayment(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
): Promise<ResponseMessage[]> {
  const cart = await liveCart(deps.db, brand, user);
  await withLockedCart(deps, cart, [], async ({ tx, cart: locked }) => {
    await saveCartStatus(tx, locked.cartId, CART_STATUS_LOCKED);
  });
  return [{ code: 'cart.locked', info: CART_MESSAGES.cartLocked }];
}
