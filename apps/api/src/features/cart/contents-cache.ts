import type { Db } from '../../db/client';
import {
  readCartContents,
  type CartContents,
  type CartHead,
  type CartSnapshot,
} from './snapshot-repo';

/** Codes can be edited by the shop without touching carts: a copy lives this long at most. */
const MAX_AGE_MS = 30_000;
/** Shoppers remembered per process; the oldest go first. */
const MAX_CARTS = 10_000;

interface Entry {
  snapshot: CartSnapshot;
  readAt: number;
}

/** One memo per database (shopper → last cart seen), so apps on different databases never share. */
const memos = new WeakMap<Db, Map<number, Entry>>();

function remember(db: Db, snapshot: CartSnapshot, now: number): void {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const userId = snapshot.cart.userId;
  memo.delete(userId);
  memo.set(userId, { snapshot, readAt: now });
  if (memo.size > MAX_CARTS) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
}

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
  const entry = memos.get(db)?.get(head.cart.userId);
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
  const entry = memos.get(db)?.get(userId);
  return fresh(entry, now) ? entry.snapshot : undefined;
}
