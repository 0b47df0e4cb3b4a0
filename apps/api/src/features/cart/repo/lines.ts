import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartItems, products, warehouseProducts } from '../../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItem = Pick<
  CartItemRow,
  'productId' | 'selectOptions' | 'optionsKey' | 'quantity' | 'acceptAlternatives' | 'notes'
>;
/** What the cart's rules and view read of a line. */
export type CartLineRow = NewCartItem & Pick<CartItemRow, 'itemId'>;

const lineColumns = {
  itemId: cartItems.itemId,
  productId: cartItems.productId,
  selectOptions: cartItems.selectOptions,
  optionsKey: cartItems.optionsKey,
  quantity: cartItems.quantity,
  acceptAlternatives: cartItems.acceptAlternatives,
  notes: cartItems.notes,
};

/*
 * Lines are always addressed within one cart, whose id comes from a lookup
 * by its owner (readCartHead, lockCartHead): an item id of another shopper's
 * cart matches nothing and answers as if it did not exist.
 */

export const listItems = (db: Db, cartId: number): Promise<CartLineRow[]> =>
  db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.itemId));

/** Adds a line, or adds the quantity to the line of the same product and options; the line as it is now. */
export async function addToLine(tx: Db, cartId: number, item: NewCartItem): Promise<CartLineRow> {
  const [row] = await tx
    .insert(cartItems)
    .values({ cartId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.optionsKey],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        updatedAt: new Date(),
      },
    })
    .returning(lineColumns);
  if (!row) throw new Error(`line of product ${item.productId} not written`);
  return row;
}

export async function setQuantity(
  tx: Db,
  cartId: number,
  itemId: number,
  quantity: number,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.itemId, itemId)));
}

export async function setItemInfos(
  tx: Db,
  cartId: number,
  itemId: number,
  infos: Partial<Pick<CartItemRow, 'acceptAlternatives' | 'notes'>>,
): Promise<CartLineRow | undefined> {
  const [row] = await tx
    .update(cartItems)
    .set({ ...infos, updatedAt: new Date() })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.itemId, itemId)))
    .returning(lineColumns);
  return row;
}

export async function deleteItems(
  tx: Db,
  cartId: number,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.itemId, [...itemIds])));
}

export async function deleteAllItems(tx: Db, cartId: number): Promise<number> {
  const rows = await tx
    .delete(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .returning({ itemId: cartItems.itemId });
  return rows.length;
}

/** The catalogue id of a product named by its content-service page (useWpId). */
export async function productIdOfWpId(db: Db, wpId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(eq(products.wpId, wpId))
    .limit(1);
  return row?.productId;
}

/** Which of these products exist at all (whatever the warehouse). */
export async function existingProductIds(
  db: Db,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(inArray(products.productId, [...productIds]));
  return new Set(rows.map((r) => r.productId));
}

/**
 * Which of these products no warehouse sells any more: off sale (a feed took
 * them off), kept in the catalogue for orders and lists, gone from carts.
 */
export async function soldNowhere(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const sold = await db
    .selectDistinct({ productId: warehouseProducts.productId })
    .from(warehouseProducts)
    .where(inArray(warehouseProducts.productId, [...productIds]));
  const onSale = new Set(sold.map((r) => r.productId));
  return new Set(productIds.filter((id) => !onSale.has(id)));
}
