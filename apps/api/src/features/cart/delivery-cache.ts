import type { Db } from '../../db/client';
import { databaseMemo } from './memo';
import { cartDeliveryView, type CartContext, type CartDeliveryView } from '../delivery';

/** Store names, slot fees and the like may change without touching the stamp: this long at most. */
const MAX_AGE_MS = 30_000;

interface Entry {
  stamp: string;
  view: CartDeliveryView;
  validUntil: number;
}

const memo = databaseMemo<number, Entry>();

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
  const entry = memo.get(db, ctx.cartId);
  if (entry && entry.stamp === stamp && entry.validUntil > now.getTime()) return entry.view;
  const view = await cartDeliveryView(db, ctx, now);
  memo.set(db, ctx.cartId, { stamp, view, validUntil: validUntilOf(view, now) });
  return view;
}
