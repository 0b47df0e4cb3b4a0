import { and, asc, countDistinct, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { STAFF_OFFERS_PAGE_SIZE, type OfferState } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { offers, products, warehouseProducts, warehouses } from '../../../../db/schema';

/** The console's offer a row belongs to (decision 055): its id before the ':'. */
const groupOf = sql<string>`split_part(${offers.offerId}, ':', 1)`;

/** The rows of these console offers, with their products' names. */
export const offerRowsOf = (db: Db, groups: readonly string[]) =>
  db
    .select({
      offerId: offers.offerId,
      productId: offers.productId,
      warehouseId: offers.warehouseId,
      terms: offers.terms,
      startsOn: offers.startsOn,
      endsOn: offers.endsOn,
      name: products.name,
      sku: products.sku,
    })
    .from(offers)
    .innerJoin(products, eq(products.productId, offers.productId))
    .where(inArray(groupOf, [...groups]))
    .orderBy(asc(products.name), asc(offers.offerId));

export type ConsoleOfferRow = Awaited<ReturnType<typeof offerRowsOf>>[number];

/** A page of console offers in that state on `today`, the latest to start first, and how many. */
export async function offerPage(
  db: Db,
  state: OfferState | undefined,
  page: number,
  today: string,
): Promise<{ groups: string[]; total: number }> {
  const where: Record<OfferState, SQL | undefined> = {
    current: and(lte(offers.startsOn, today), gte(offers.endsOn, today)),
    future: gt(offers.startsOn, today),
    ended: lt(offers.endsOn, today),
  };
  const condition = state ? where[state] : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ offerId: groupOf })
      .from(offers)
      .where(condition)
      .groupBy(groupOf)
      .orderBy(sql`min(${offers.startsOn}) desc`, groupOf)
      .limit(STAFF_OFFERS_PAGE_SIZE)
      .offset((page - 1) * STAFF_OFFERS_PAGE_SIZE),
    db
      .select({ total: countDistinct(groupOf) })
      .from(offers)
      .where(condition),
  ]);
  return { groups: rows.map((r) => r.offerId), total: total?.total ?? 0 };
}

export const shopWarehouses = (db: Db) =>
  db.select().from(warehouses).orderBy(asc(warehouses.warehouseId));

export const productsNamed = (db: Db, productIds: readonly number[]) =>
  db
    .select({ productId: products.productId, name: products.name })
    .from(products)
    .where(inArray(products.productId, [...productIds]));

export const shelvesOf = (db: Db, productIds: readonly number[]) =>
  db
    .select()
    .from(warehouseProducts)
    .where(inArray(warehouseProducts.productId, [...productIds]));

/** Every offer the shop holds on these products, whatever its days. */
export const offersOnProducts = (db: Db, productIds: readonly number[]) =>
  db
    .select({
      offerId: offers.offerId,
      productId: offers.productId,
      productName: products.name,
      warehouseId: offers.warehouseId,
      start: offers.startsOn,
      end: offers.endsOn,
    })
    .from(offers)
    .innerJoin(products, eq(products.productId, offers.productId))
    .where(inArray(offers.productId, [...productIds]));

/** Two managers' offers on one product are checked one after the other. */
export async function lockConsoleOffers(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('console-offers'))`);
}
