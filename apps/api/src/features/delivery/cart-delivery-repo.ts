import { and, desc, eq, notInArray } from 'drizzle-orm';
import { CART_STATUS_LOCKED, CART_STATUS_OPEN, brandWarehouseId } from '@spesa/domain';
import type { Db } from '../../db/client';
import { cartDeliveries, carts, timeslotDays, timeslots } from '../../db/schema';

export type CartDeliveryRow = typeof cartDeliveries.$inferSelect;

/** The cart row, locked: one change of a cart's delivery at a time. */
export async function lockCart(
  tx: Db,
  cartId: number,
): Promise<{ cartId: number; cartStatusId: number; lockedUntil: Date | null } | undefined> {
  const [row] = await tx
    .select({
      cartId: carts.cartId,
      cartStatusId: carts.cartStatusId,
      lockedUntil: carts.lockedUntil,
    })
    .from(carts)
    .where(eq(carts.cartId, cartId))
    .for('update');
  return row;
}

export async function findCartDelivery(
  db: Db,
  cartId: number,
): Promise<CartDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(cartDeliveries)
    .where(eq(cartDeliveries.cartId, cartId))
    .limit(1);
  return row;
}

export async function saveCartDelivery(
  tx: Db,
  row: Omit<CartDeliveryRow, 'updatedAt'>,
): Promise<void> {
  const values = { ...row, updatedAt: new Date() };
  await tx
    .insert(cartDeliveries)
    .values(values)
    .onConflictDoUpdate({ target: cartDeliveries.cartId, set: values });
}

/**
 * Moves the cart to the store that will prepare it and to the brand's prices
 * at the network warehouse that serves it (decision 044).
 */
export async function moveCart(
  tx: Db,
  cart: { cartId: number; ownWarehouses: Readonly<Record<string, number>> },
  target: { warehouseId: number; storeId: number | null },
): Promise<void> {
  await tx
    .update(carts)
    .set({
      warehouseId: brandWarehouseId(cart, target.warehouseId),
      storeId: target.storeId,
      updatedAt: new Date(),
    })
    .where(eq(carts.cartId, cart.cartId));
}

/** The cart's dated slot with its weekly timeslot, if it has one. */
export async function findCartSlot(
  db: Db,
  timeslotDayId: number,
): Promise<
  { day: typeof timeslotDays.$inferSelect; timeslot: typeof timeslots.$inferSelect } | undefined
> {
  const [row] = await db
    .select({ day: timeslotDays, timeslot: timeslots })
    .from(timeslotDays)
    .innerJoin(timeslots, eq(timeslots.timeslotId, timeslotDays.timeslotId))
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId))
    .limit(1);
  return row;
}

/**
 * The address the shopper chose (not one assigned for them) for their last cart
 * that left their hands, an order's or an edit's: where the next cart starts.
 */
export async function lastChosenAddressId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ addressId: cartDeliveries.addressId })
    .from(cartDeliveries)
    .innerJoin(carts, eq(carts.cartId, cartDeliveries.cartId))
    .where(
      and(
        eq(carts.userId, userId),
        notInArray(carts.cartStatusId, [CART_STATUS_OPEN, CART_STATUS_LOCKED]),
        eq(cartDeliveries.addressAutoAssigned, false),
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.cartId))
    .limit(1);
  return row?.addressId;
}
