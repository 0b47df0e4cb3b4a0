import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/per-database';
import { BoundedCache } from '../../../lib/bounded-cache';
import { cartDeliveryView, type CartContext, type CartDeliveryView } from '../../delivery';

/** Store names, slot fees and the like may change without touching the stamp: this long at most. */
const MAX_AGE_MS = 30_000;
/** An address, a store and a slot, as objects in memory. */
const ENTRY_BYTES = 4_000;
/** 8 MB: about 2,000 carts per database. */
const MAX_BYTES = 8 * 1024 * 1024;

interface Entry {
  stamp: string;
  view: CartDeliveryView;
  validUntil: number;
}

/** Cart → its delivery view and the stamp it was built for. */
const views = perDatabase(
  () =>
    new BoundedCache<number, Entry>({
      name: 'cart_delivery',
      ttlMs: MAX_AGE_MS,
      maxBytes: MAX_BYTES,
      sizeOf: () => ENTRY_BYTES,
    }),
);

/** Until when the view holds, within the cache's own bound: a slot vanishes at its cut-off and a hold lapses at its end. */
function validUntilOf(view: CartDeliveryView): number {
  const limits = [Number.POSITIVE_INFINITY];
  if (view.timeslot) limits.push(Date.parse(view.timeslot.cutoffAt));
  if (view.timeslot?.heldUntil) limits.push(Date.parse(view.timeslot.heldUntil));
  return Math.min(...limits);
}

/**
 * The delivery part of the cart (docs/rules/delivery-and-slots.md: address, service, store, timeslot,
 * fee), memoised per cart and keyed by the stamp the cart's head reads from
 * the database: any change of the cart's delivery, in this process or
 * another, changes the stamp, so every request still checks the database.
 * Its six queries are otherwise most of a cart view on the embedded database.
 */
export async function memoisedDeliveryView(
  db: Db,
  ctx: CartContext & { storeId: number | null },
  stamp: string,
  now: Date,
  compute = cartDeliveryView,
): Promise<CartDeliveryView> {
  const entry = views(db).get(ctx.cartId, now.getTime());
  if (entry && entry.stamp === stamp && entry.validUntil > now.getTime()) return entry.view;
  const view = await compute(db, ctx, now);
  views(db).set(ctx.cartId, { stamp, view, validUntil: validUntilOf(view) }, now.getTime());
  return view;
}
