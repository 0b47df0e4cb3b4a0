import {
  CART_MESSAGES,
  lockDeadline,
  type ResponseMessage,
  type UpdateCartInfoRequestSchema,
  type UpdateCartItemInfosRequestSchema,
} from '@spesa/domain';
import type { z } from 'zod';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';
import { refusal } from '../../../http/app-error';
import type { CartDeps } from '../deps';
import { saveCartInfos, saveCartLock } from '../repo/carts';
import { packagingTypeExists } from '../repo/packaging';
import { setItemInfos } from '../repo/lines';
import { changeCart, type CartChange } from './change-cart';

/** POST cart/update-cart-info: the order note (blank removes it), need_invoice or the packaging. */
export async function updateCartInfo(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  { property, value }: z.output<typeof UpdateCartInfoRequestSchema>,
): Promise<CartChange<ResponseMessage[]>> {
  if (
    property === 'packaging_type_id' &&
    !(await packagingTypeExists(deps.db, Number(value), brand.brandId))
  )
    throw refusal('cart.packaging_not_found', CART_MESSAGES.packagingNotFound, 'value');
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked }) => {
    const { [property]: _previous, ...others } = locked.cartInfos;
    const text = value.trim();
    await saveCartInfos(tx, locked.cartId, text ? { ...others, [property]: text } : others);
    return [];
  });
}

/** POST cart/update-infos: accept_alternatives and notes of lines. */
export async function updateItemInfos(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  updates: z.output<typeof UpdateCartItemInfosRequestSchema>['items'],
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked, lines, setLines }) => {
    let next = lines;
    for (const [index, { itemId, infos }] of updates.entries()) {
      if (!lines.some((i) => i.itemId === itemId))
        throw refusal('cart.item_not_found', CART_MESSAGES.itemNotFound, `items.${index}.itemId`);
      const line = await setItemInfos(tx, locked.cartId, itemId, {
        ...(infos.accept_alternatives === undefined
          ? {}
          : { acceptAlternatives: infos.accept_alternatives === 'true' }),
        ...(infos.notes === undefined ? {} : { notes: infos.notes.trim() }),
      });
      if (line) next = next.map((l) => (l.itemId === line.itemId ? line : l));
    }
    setLines(next);
    return [];
  });
}

/**
 * POST cart/lock: the cart goes to payment (status 7), which freezes its
 * address until the payment step ends or CART_LOCK_MINUTES pass.
 */
export async function lockCartForPayment(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked }) => {
    await saveCartLock(tx, locked.cartId, lockDeadline(new Date(), deps.config.CART_LOCK_MINUTES));
    return [{ code: 'cart.locked', info: CART_MESSAGES.cartLocked }];
  });
}

/** POST cart/unlock: the shopper left the payment step; the cart is theirs to change again. */
export async function unlockCart(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked }) => {
    await saveCartLock(tx, locked.cartId, null);
    return [];
  });
}
