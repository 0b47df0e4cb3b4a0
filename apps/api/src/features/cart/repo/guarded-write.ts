import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DefaultPackaging, LineWrites } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { cartItems, carts, packagingTypes, userPoints } from '../../../db/schema';
import { LIVE_STATUSES } from './carts';
import { deliveryStamp, type CartHead, type CartSnapshot } from './snapshot';

/**
 * Writes a change planned on `known` in one statement that, under the cart's
 * row lock, first checks the cart is still that one (owner, live, same
 * version and warehouse), then changes the lines and moves the version, and
 * answers the cart's head as it leaves it. Undefined, with nothing written,
 * when the cart is not that one any more.
 */
export async function writeLinesIfUnchanged(
  db: Db,
  known: CartSnapshot,
  { quantities, removed }: LineWrites,
): Promise<CartHead | undefined> {
  const { cartId, userId, warehouseId } = known.cart;
  const same = db.$with('same').as(
    db
      .select({ cartId: carts.cartId })
      .from(carts)
      .where(
        and(
          eq(carts.cartId, cartId),
          eq(carts.userId, userId),
          eq(carts.warehouseId, warehouseId),
          inArray(carts.cartStatusId, LIVE_STATUSES),
          eq(carts.version, known.cart.version),
        ),
      )
      .for('update'),
  );
  const ofSameCart = sql`${cartItems.cartId} in (select cart_id from ${same})`;
  const writes = [...quantities].map(([itemId, quantity], i) =>
    db.$with(`line_${i}`).as(
      db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(ofSameCart, eq(cartItems.itemId, itemId)))
        .returning({ itemId: cartItems.itemId }),
    ),
  );
  if (removed.length > 0)
    writes.push(
      db.$with(`line_${writes.length}`).as(
        db
          .delete(cartItems)
          .where(and(ofSameCart, inArray(cartItems.itemId, [...removed])))
          .returning({ itemId: cartItems.itemId }),
      ),
    );
  const [row] = await db
    .with(same, ...writes)
    .update(carts)
    // Moved here, the version this statement answers is final: the lines' trigger leaves it be.
    .set({ version: sql`${carts.version} + 1` })
    .from(same)
    .where(eq(carts.cartId, same.cartId))
    .returning({
      ...getTableColumns(carts),
      loyalty: sql<number | null>`(select ${userPoints.value} from ${userPoints}
        where ${userPoints.userId} = ${carts.userId} and ${userPoints.pointsType} = 'LOYALTY')`,
      packaging: sql<DefaultPackaging | null>`(select json_build_object(
        'packagingTypeId', ${packagingTypes.packagingTypeId},
        'productId', ${packagingTypes.productId},
        'itemsPerPackage', ${packagingTypes.itemsPerPackage})
        from ${packagingTypes} where ${packagingTypes.isDefault} limit 1)`,
      deliveryStamp,
    });
  if (!row) return undefined;
  const { loyalty, packaging, deliveryStamp: stamp, ...cart } = row;
  return { cart, loyalty: loyalty ?? 0, packaging, deliveryStamp: stamp };
}
