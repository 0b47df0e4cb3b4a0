import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderAdjustments,
  orderItems,
  orderStatusHistory,
  orderTransactions,
  orders,
  products,
  stores,
  users,
  vendors,
  warehouseProducts,
} from '../../db/schema';
import { ORDER_STATUS } from '@spesa/domain';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type TransactionRow = typeof orderTransactions.$inferSelect;

export async function storeOf(
  db: Db,
  storeId: number | null,
): Promise<{ name: string; warehouseId: number } | null> {
  if (storeId === null) return null;
  const [row] = await db
    .select({ name: stores.name, warehouseId: stores.warehouseId })
    .from(stores)
    .where(eq(stores.storeId, storeId));
  return row ?? null;
}

/**
 * Not the store's work: orders still waiting for their first payment, and
 * those that ended without reaching it (cancelled, invalidated, failed).
 */
const OFF_BOARD = [
  ORDER_STATUS.WAITING_PAYMENT,
  ORDER_STATUS.COMPLETE_PAYMENT,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.INVALIDATED,
  ORDER_STATUS.FAILED,
];

const customerColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  anonymized: sql<boolean>`${users.anonymizedAt} is not null`,
};

export async function boardOrders(db: Db, brandId: string, warehouseId: number, dates: string[]) {
  return db
    .select({ order: orders, ...customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.userId, orders.userId))
    .where(
      and(
        eq(orders.brandId, brandId),
        eq(orders.warehouseId, warehouseId),
        inArray(orders.deliveryDate, dates),
        notInArray(orders.orderStatusId, OFF_BOARD),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.beginTime), asc(orders.orderId));
}

export async function itemsOf(db: Db, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderItemId));
}

export async function transactionsOf(db: Db, orderIds: number[]): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderTransactions)
    .where(inArray(orderTransactions.orderId, orderIds))
    .orderBy(asc(orderTransactions.orderTransactionId));
}

export async function discountCentsOf(db: Db, orderId: number): Promise<number> {
  const rows = await db
    .select({ amountCents: orderAdjustments.amountCents })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId));
  return rows.reduce((sum, r) => sum + r.amountCents, 0);
}

export async function historyOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.orderStatusHistoryId));
}

export async function customerOf(db: Db, userId: number) {
  const [row] = await db
    .select({ ...customerColumns, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.userId, userId));
  return row;
}

/** The order, only if it is this store's: the staff member's store is always in the query. */
const storeOrderIs = (brandId: string, warehouseId: number, orderId: number) =>
  and(
    eq(orders.orderId, orderId),
    eq(orders.brandId, brandId),
    eq(orders.warehouseId, warehouseId),
  );

/** The store's order, locked for the rest of the transaction; another store's is not found. */
export async function lockStoreOrder(
  tx: Db,
  brandId: string,
  warehouseId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(storeOrderIs(brandId, warehouseId, orderId))
    .for('update');
  return row;
}

export async function findStoreOrder(
  db: Db,
  brandId: string,
  warehouseId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(storeOrderIs(brandId, warehouseId, orderId));
  return row;
}

/**
 * An order by its id alone, for the capture job: the shop's own work on an
 * order it queued itself, not a request on anyone's behalf.
 */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

/** A product the warehouse sells, with what a substitute line needs of it. */
export async function warehouseProduct(db: Db, warehouseId: number, productId: number) {
  const [row] = await db
    .select({
      product: products,
      brand: vendors.name,
      priceCents: warehouseProducts.priceCents,
      promo: warehouseProducts.promo,
      available: warehouseProducts.available,
    })
    .from(warehouseProducts)
    .innerJoin(products, eq(products.productId, warehouseProducts.productId))
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        eq(warehouseProducts.productId, productId),
      ),
    );
  return row;
}

/** What a substitute must share with the product it replaces (the domain's canSubstitute). */
export async function kindOf(db: Db, productId: number) {
  const [row] = await db
    .select({
      categoryId: products.categoryId,
      tipologia: products.tipologia,
      name: products.name,
      brand: vendors.name,
      features: products.features,
      productInfos: products.productInfos,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(eq(products.productId, productId));
  return row;
}

/**
 * The products on the same shelf (leaf category), sold the same way, that the
 * warehouse has: the candidates the domain's canSubstitute narrows to substitutes.
 */
export async function similarProducts(
  db: Db,
  warehouseId: number,
  original: { categoryId: number; tipologia: string },
  excludeProductId: number,
) {
  return db
    .select({
      productId: products.productId,
      name: products.name,
      categoryId: products.categoryId,
      tipologia: products.tipologia,
      productInfos: products.productInfos,
      features: products.features,
      minAcq: products.minAcq,
      maxAcq: products.maxAcq,
      selectOptions: products.selectOptions,
      brand: vendors.name,
      priceCents: warehouseProducts.priceCents,
      promo: warehouseProducts.promo,
      weightUnitDisplay: products.weightUnitDisplay,
      vendorBrandId: vendors.brandId,
      available: warehouseProducts.available,
    })
    .from(warehouseProducts)
    .innerJoin(products, eq(products.productId, warehouseProducts.productId))
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        eq(products.categoryId, original.categoryId),
        eq(products.tipologia, original.tipologia as never),
        ne(products.productId, excludeProductId),
      ),
    )
    .orderBy(asc(warehouseProducts.priceCents));
}
