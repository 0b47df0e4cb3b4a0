import type { Db } from '../../db/client';
import { cartDeliveryView, type CartContext, type CartDeliveryView } from '../delivery';

/** Store names, slot fees and the like may change without touching the stamp: this long at most. */
const MAX_AGE_MS = 30_000;
/** Carts remembered per process; the oldest go first. */
const MAX_CARTS = 10_000;

interface Entry {
  stamp: string;
  view: CartDeliveryView;
  validUntil: number;
}

/** One memo per database, so apps (and tests) on different databases never share entries. */
const memos = new WeakMap<Db, Map<number, Entry>>();

const memoOf = (db: Db): Map<number, Entry> => {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  return memo;
};

/** Until when the view holds: a slot vanishes at its cut-off and a hold lapses at its end. */
function validUntilOf(view: CartDeliveryView, now: Date): number {
  const limits = [now.getTime() + MAX_AGE_MS];
  if (view.timeslot) limits.push(Date.parse(view.timeslot.cutoffAt));
  if (view.timeslot?.heldUntil) limits.push(Date.parse(view.timeslot.heldUntil));
  return Math.min(...limits);
}

/**
 * The delivery part of the cart (SPEC §3: address, service, store, timeslot,
 * fee), memoised per cart and keyed by the stamp the cart's snapshot reads
 * from the database: any change of the cart's delivery, in this process or
 * another, changes the stamp, so every request still checks the database.
 * Its six queries are otherwise most of a cart view on the embedded database.
 */
export async function memoisedDeliveryView(
  db: Db,
  ctx: CartContext & { storeId: number | null },
  stamp: string,
  now: Date,
): Promise<CartDeliveryView> {
  const memo = memoOf(db);
  const entry = memo.get(ctx.cartId);
  if (entry && entry.stamp === stamp && entry.validUntil > now.getTime()) return entry.view;
  const view = await cartDeliveryView(db, ctx, now);
  memo.delete(ctx.cartId);
  memo.set(ctx.cartId, { stamp, view, validUntil: validUntilOf(view, now) });
  if (memo.size > MAX_CARTS) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  return view;
}
