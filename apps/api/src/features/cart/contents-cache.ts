import type { Db } from '../../db/client';
import { databaseMemo } from './memo';
import {
  readCartContents,
  type CartContents,
  type CartHead,
  type CartSnapshot,
} from './snapshot-repo';

/** Codes can be edited by the shop without touching carts: a copy lives this long at most. */
const MAX_AGE_MS = 30_000;

interface Entry {
  snapshot: CartSnapshot;
  readAt: number;
}

/** Shopper → the last cart seen. */
const memo = databaseMemo<number, Entry>();

const remember = (db: Db, snapshot: CartSnapshot, now: number): void =>
  memo.set(db, snapshot.cart.userId, { snapshot, readAt: now });

const fresh = (entry: Entry | undefined, now: number): entry is Entry =>
  entry !== undefined && now - entry.readAt < MAX_AGE_MS;

/** What a change of the cart leaves, known to the change itself: the next view need not read it. */
export function primeCartContents(
  db: Db,
  head: CartHead,
  contents: CartContents,
  now = Date.now(),
): void {
  remember(db, { ...head, ...contents }, now);
}

/**
 * The lines and codes of a cart, re-read only when its version moved. Every
 * change of them goes through the cart lock, which moves the version in the
 * database, so a copy here (or in another process) is never used stale.
 * Aggregating a hundred lines is the dearest query of a cart view.
 */
export async function cartContents(
  db: Db,
  head: CartHead,
  now = Date.now(),
): Promise<CartContents> {
  const entry = memo.get(db, head.cart.userId);
  if (
    fresh(entry, now) &&
    entry.snapshot.cart.cartId === head.cart.cartId &&
    entry.snapshot.version === head.version
  )
    return { items: entry.snapshot.items, codes: entry.snapshot.codes };
  const contents = await readCartContents(db, head.cart.cartId, head.cart.userId);
  remember(db, { ...head, ...contents }, now);
  return contents;
}

/**
 * The shopper's cart as this process last saw it: a presumption for a change,
 * which checks it under the cart's lock (version, warehouse, liveness) and
 * reads again whatever moved. Spares a change the read before its transaction.
 */
export function lastSeenCart(db: Db, userId: number, now = Date.now()): CartSnapshot | undefined {
  const entry = memo.get(db, userId);
  return fresh(entry, now) ? entry.snapshot : undefined;
}
