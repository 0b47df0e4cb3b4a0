import type { Db } from '../../db/client';
import { readCartContents, type CartContents } from './snapshot-repo';

/** Codes can be edited by the shop without touching carts: a copy lives this long at most. */
const MAX_AGE_MS = 30_000;
/** Carts remembered per process; the oldest go first. */
const MAX_CARTS = 10_000;

interface Entry {
  version: string;
  contents: CartContents;
  readAt: number;
}

/** One memo per database, so apps (and tests) on different databases never share entries. */
const memos = new WeakMap<Db, Map<number, Entry>>();

function remember(db: Db, cartId: number, entry: Entry): void {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  memo.delete(cartId);
  memo.set(cartId, entry);
  if (memo.size > MAX_CARTS) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
}

/** What a change of the cart leaves, known to the change itself: the next view need not read it. */
export function primeCartContents(
  db: Db,
  cartId: number,
  version: string,
  contents: CartContents,
  now = Date.now(),
): void {
  remember(db, cartId, { version, contents, readAt: now });
}

/**
 * The lines and codes of a cart, re-read only when its version moved. Every
 * change of them goes through withLockedCart, which moves the version in the
 * database, so a copy here (or in another process) is never used stale.
 * Aggregating a hundred lines is the dearest query of a cart view.
 */
export async function cartContents(
  db: Db,
  cartId: number,
  userId: number,
  version: string,
  now = Date.now(),
): Promise<CartContents> {
  const entry = memos.get(db)?.get(cartId);
  if (entry && entry.version === version && now - entry.readAt < MAX_AGE_MS) return entry.contents;
  const contents = await readCartContents(db, cartId, userId);
  remember(db, cartId, { version, contents, readAt: now });
  return contents;
}
