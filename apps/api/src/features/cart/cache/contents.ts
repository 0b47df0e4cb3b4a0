import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import { BoundedCache } from '../../../lib/bounded-cache';
import {
  readCartContents,
  type CartContents,
  type CartHead,
  type CartSnapshot,
} from '../repo/snapshot';

/** Codes can be edited by the shop without touching carts: a copy lives this long at most. */
const MAX_AGE_MS = 30_000;
/** Rough weights in memory: a cart's row and head, one line, one applied code. */
const HEAD_BYTES = 1_000;
const LINE_BYTES = 400;
const CODE_BYTES = 800;
/** 32 MB: about 700 carts of a hundred lines per database. */
const MAX_BYTES = 32 * 1024 * 1024;

/** Shopper → the cart this process last saw. */
const seen = perDatabase(
  () =>
    new BoundedCache<number, CartSnapshot>({
      name: 'cart_contents',
      ttlMs: MAX_AGE_MS,
      maxBytes: MAX_BYTES,
      sizeOf: (s) => HEAD_BYTES + s.items.length * LINE_BYTES + s.codes.length * CODE_BYTES,
    }),
);

/** What a change of the cart leaves, known to the change itself: the next view need not read it. */
export function primeCartContents(db: Db, head: CartHead, contents: CartContents): void {
  seen(db).set(head.cart.userId, { ...head, ...contents });
}

/**
 * The lines and codes of a cart, re-read only when its version moved. The
 * version is a column of the cart that a trigger moves with every change of its
 * row, lines or codes, so a copy here (or in another process) is never used
 * stale. Aggregating a hundred lines is the dearest query of a cart view.
 */
export async function cartContents(
  db: Db,
  head: CartHead,
  read = readCartContents,
): Promise<CartContents> {
  const known = seen(db).get(head.cart.userId);
  if (known && known.cart.cartId === head.cart.cartId && known.cart.version === head.cart.version)
    return { items: known.items, codes: known.codes };
  const contents = await read(db, head.cart.cartId, head.cart.userId);
  primeCartContents(db, head, contents);
  return contents;
}

/**
 * The shopper's cart as this process last saw it: a presumption for a change,
 * which checks it under the cart's lock (version, warehouse, liveness) and
 * reads again whatever moved. Spares a change the read before its transaction.
 */
export const lastSeenCart = (db: Db, userId: number): CartSnapshot | undefined =>
  seen(db).get(userId);
