import type { Product } from '@spesa/domain';
import { AppError, MESSAGES } from '../../http/app-error';
import type { Db } from '../../db/client';
import { productsIn } from './catalogue';
import type { CartDeps } from './deps';
import { listItems, type CartItemRow } from './items-repo';
import { lockOwnedCart, type CartRow } from './repo';

/** The shopper's cart inside a transaction that holds its row lock. */
export interface LockedCart {
  tx: Db;
  cart: CartRow;
  /** Its lines as they are under the lock. */
  items: CartItemRow[];
  /** The products of those lines and of the ones asked for, in the cart's warehouse. */
  products: Map<number, Product>;
}

type Round<T> =
  { kind: 'done'; value: T } | { kind: 'retry'; unread: number[]; warehouseId: number };

/** Rounds of reading products again when a concurrent change brought in lines not read yet. */
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` with the shopper's cart locked (every change of a cart queues on
 * its row). Products come from the catalogue's cache, read *before* the
 * transaction: embedded PGlite has one connection, which a query outside the
 * transaction would wait for forever. If, under the lock, the cart turns out
 * to hold lines (or a warehouse) not read beforehand, the round is dropped
 * unwritten and the products read again.
 */
export async function withLockedCart<T>(
  { db, catalog }: CartDeps,
  cart: CartRow,
  wantedProductIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
): Promise<T> {
  let warehouseId = cart.warehouseId;
  let asked = new Set([
    ...wantedProductIds,
    ...(await listItems(db, cart.cartId)).map((i) => i.productId),
  ]);
  for (let attempt = 1; ; attempt += 1) {
    const products = await productsIn(catalog, warehouseId, [...asked]);
    const round = await db.transaction(async (tx): Promise<Round<T>> => {
      const locked = await lockOwnedCart(tx, cart.cartId, cart.userId);
      if (!locked) throw new AppError('refused', 'cart.not_found', MESSAGES.generic);
      const items = await listItems(tx, cart.cartId);
      const unread = items.filter((i) => !asked.has(i.productId)).map((i) => i.productId);
      if ((unread.length > 0 || locked.warehouseId !== warehouseId) && attempt < MAX_ATTEMPTS)
        return { kind: 'retry', unread, warehouseId: locked.warehouseId };
      return { kind: 'done', value: await work({ tx, cart: locked, items, products }) };
    });
    if (round.kind === 'done') return round.value;
    asked = new Set([...asked, ...round.unread]);
    warehouseId = round.warehouseId;
  }
}
