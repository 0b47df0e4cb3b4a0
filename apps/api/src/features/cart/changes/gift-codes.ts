import {
  CART_MESSAGES,
  goodsCentsOf,
  priceLines,
  type GiftCertificateRef,
  type ResponseMessage,
} from '@spesa/domain';
import type { BrandRow } from '../../brands';
import { applyCode, findValidCode, removeCode } from '../../gift-certificates';
import type { UserRow } from '../../users';
import type { CartDeps } from '../deps';
import { changeCart, type CartChange } from './change-cart';

/** GET cart-giftcertificate/check: is the code valid now (without applying it)? */
export async function checkGiftCode(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  code: string,
  now = new Date(),
): Promise<{ giftCertificate: GiftCertificateRef; infos: ResponseMessage[] }> {
  const c = await findValidCode(deps.db, brand.brandId, user.userId, code, now);
  return {
    giftCertificate: {
      giftCertificateId: c.giftCertificateId,
      code: c.code,
      description: c.description,
    },
    infos: [{ code: 'giftcertificate.valid', info: CART_MESSAGES.giftValid(c.description) }],
  };
}

/**
 * POST cart-giftcertificate/add_code: applies the code to the shopper's cart
 * under the cart's lock; the code's own row decides, by a conditional update,
 * whether a redemption is left (docs/architecture.md#the-api-contract: a code is redeemed once).
 */
export async function addGiftCode(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  code: string,
  now = new Date(),
): Promise<CartChange<ResponseMessage[]>> {
  const certificate = await findValidCode(deps.db, brand.brandId, user.userId, code, now);
  return changeCart(deps, brand, user, [], async (locked) => {
    locked.codesChanged();
    const { tx, products } = locked;
    const { lines } = priceLines(locked.lines, products);
    await applyCode(
      tx,
      { userId: user.userId, cartId: locked.cart.cartId },
      certificate,
      goodsCentsOf(lines),
    );
    return [
      { code: 'giftcertificate.added', info: CART_MESSAGES.giftAdded(certificate.description) },
    ];
  });
}

/** POST cart-giftcertificate/remove_code: takes the code off and gives its redemption back. */
export async function removeGiftCode(
  deps: CartDeps,
  brand: BrandRow,
  user: UserRow,
  code: string,
): Promise<CartChange<ResponseMessage[]>> {
  return changeCart(deps, brand, user, [], async ({ tx, cart: locked, codesChanged }) => {
    codesChanged();
    await removeCode(tx, { userId: user.userId, cartId: locked.cartId }, brand.brandId, code);
    return [{ code: 'giftcertificate.removed', info: CART_MESSAGES.giftRemoved }];
  });
}
