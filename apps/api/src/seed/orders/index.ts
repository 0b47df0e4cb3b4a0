import { packshotUrl } from '@spesa/domain/api/pictures';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADDRESS_TYPE,
  CART_STATUS_ORDERED,
  DELIVERY_SERVICE,
  ORDER_PAYMENT_TYPE,
  ORDER_STATUS,
  TRANSACTION_STATUS,
  formatQuantity,
  loyaltyPointsFor,
  orderProductSnapshot,
  preAuthorisationCents,
  quantityRulesOf,
  type OrderStatusId,
  type ProductInfos,
  shopDayOf,
  SHOP_TIME_ZONE,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  carts,
  orderItems,
  orderPackages,
  orderStatusHistory,
  orderTransactions,
  orders,
  packagingTypes,
  products,
  purchasedProducts,
  timeslotDays,
  timeslots,
  users,
  vendors,
  warehouseProducts,
} from '../../db/schema';
import { Random } from '../catalog/random';
import { ownWarehousesOf, soldAt } from '../catalog';

/*
 * The demo shopper's past orders at each brand (issue 11): fifteen over the
 * last six months, in every state My orders shows, with lines from the
 * catalogue as it is now. Past orders point at dated slots like new ones do:
 * the timeslot_days rows of their days are created here (the calendar only
 * generates the coming days), with ordered_count counting the orders that
 * kept their place.
 */

const SHOPPER = 'mario.rossi@esempio.it';
/** The network warehouse of the counters below; each brand's orders are priced by its own there. */
const NETWORK_WAREHOUSE_ID = 89;
const warehouseOf = (brandId: string): number =>
  ownWarehousesOf(brandId)[String(NETWORK_WAREHOUSE_ID)] ?? NETWORK_WAREHOUSE_ID;
/** Store counters and the locker the demo shopper collects from. */
const PICKUP_STORES = [1, 2];
const ITEMS_PER_BAG = 12;
const DAY_MS = 86_400_000;

const { ONLINE, ON_DELIVERY, DEFERRED } = ORDER_PAYMENT_TYPE;
const S = ORDER_STATUS;

/** Oldest first: the status each order ended in, its payment, and how many days ago it was collected. */
const HISTORY: readonly { status: OrderStatusId; payment: number; daysAgo: number }[] = [
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 178 },
  { status: S.DELIVERED, payment: ON_DELIVERY, daysAgo: 165 },
  { status: S.CANCELLED, payment: ONLINE, daysAgo: 151 },
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 139 },
  { status: S.PARTIALLY_DELIVERED, payment: ONLINE, daysAgo: 124 },
  { status: S.DELIVERED, payment: DEFERRED, daysAgo: 110 },
  { status: S.NOT_COLLECTED, payment: ON_DELIVERY, daysAgo: 97 },
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 83 },
  { status: S.DELIVERED, payment: ON_DELIVERY, daysAgo: 69 },
  { status: S.CANCELLED, payment: ON_DELIVERY, daysAgo: 55 },
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 41 },
  { status: S.PARTIALLY_DELIVERED, payment: ON_DELIVERY, daysAgo: 28 },
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 16 },
  { status: S.DELIVERED, payment: ONLINE, daysAgo: 6 },
  { status: S.IN_PREPARATION, payment: ONLINE, daysAgo: 0 },
];

/** The statuses an order went through to reach its last one (pickup: no delivery round). */
const PATH: Readonly<Record<number, readonly OrderStatusId[]>> = {
  [S.DELIVERED]: [S.ORDERED, S.IN_PREPARATION, S.ALMOST_READY, S.DELIVERED],
  [S.PARTIALLY_DELIVERED]: [S.ORDERED, S.IN_PREPARATION, S.ALMOST_READY, S.PARTIALLY_DELIVERED],
  [S.CANCELLED]: [S.ORDERED, S.CANCELLED],
  [S.NOT_COLLECTED]: [S.ORDERED, S.IN_PREPARATION, S.ALMOST_READY, S.NOT_COLLECTED],
  [S.IN_PREPARATION]: [S.ORDERED, S.IN_PREPARATION],
};

interface CatalogueProduct {
  productId: number;
  wpId: number;
  slug: string;
  name: string;
  shortDescr: string;
  description: string;
  ean: string;
  categoryId: number;
  categoryPath: number[];
  productInfos: ProductInfos;
  weightUnitDisplay: string;
  minAcq: number;
  maxAcq: number;
  vendorId: number;
  vendorName: string;
  priceCents: number;
  available: number;
}

/** The product as an order keeps it (the domain's orderProductSnapshot). */
const snapshotOf = (p: CatalogueProduct): Record<string, unknown> => ({
  ...orderProductSnapshot({
    ...p,
    mediaURL: packshotUrl(p.productId),
    brand: p.vendorName,
    priceDisplay: p.priceCents / 100,
  }),
});

const display = (p: CatalogueProduct, quantity: number) =>
  formatQuantity(quantityRulesOf({ ...p, selectOptions: [] }), quantity);

/** Counted goods without options or class limits: what a weekly shop is mostly made of. */
async function catalogueProducts(db: Db, brandId: string): Promise<CatalogueProduct[]> {
  const warehouseId = warehouseOf(brandId);
  const rows = await db
    .select({
      productId: products.productId,
      wpId: products.wpId,
      slug: products.slug,
      name: products.name,
      shortDescr: products.shortDescr,
      description: products.description,
      ean: products.ean,
      categoryId: products.categoryId,
      categoryPath: products.categoryPath,
      productInfos: products.productInfos,
      weightUnitDisplay: products.weightUnitDisplay,
      minAcq: products.minAcq,
      maxAcq: products.maxAcq,
      vendorId: products.vendorId,
      vendorName: vendors.name,
      priceCents: warehouseProducts.priceCents,
      available: warehouseProducts.available,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .innerJoin(
      warehouseProducts,
      and(
        eq(warehouseProducts.productId, products.productId),
        eq(warehouseProducts.warehouseId, warehouseId),
      ),
    )
    .where(
      sql`${products.tipologia} in ('Pezzo', 'Confezione')
        and ${products.productInfos}->>'QTY_MULT' = '1' and ${products.productInfos}->>'MULTI_PACK' = '1'
        and ${products.selectOptions} = '[]'::jsonb and ${products.productClassIds} = '{}'
        and ${products.productId} not in (select ${packagingTypes.productId} from ${packagingTypes})
        and ${soldAt(brandId)}`,
    )
    .orderBy(asc(products.productId));
  return rows;
}

interface Pickup {
  address: typeof addresses.$inferSelect;
  slots: (typeof timeslots.$inferSelect)[];
}

async function pickups(db: Db): Promise<Pickup[]> {
  const counters = await db
    .select()
    .from(addresses)
    .where(
      and(
        inArray(addresses.storeId, PICKUP_STORES),
        inArray(addresses.addressTypeId, [ADDRESS_TYPE.STORE, ADDRESS_TYPE.LOCKER]),
      ),
    )
    .orderBy(asc(addresses.addressId));
  const result: Pickup[] = [];
  for (const address of counters) {
    const slots = await db
      .select()
      .from(timeslots)
      .where(and(eq(timeslots.addressId, address.addressId), eq(timeslots.active, true)))
      .orderBy(asc(timeslots.timeslotId));
    if (slots.length > 0) result.push({ address, slots });
  }
  return result;
}

/** The instant of a Rome wall-clock time on a day (within the hour of DST changes is not needed). */
function romeInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time.slice(0, 5)}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: SHOP_TIME_ZONE }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime()));
}

/** The dated slot of a past order: created once, its place counted when the order kept it. */
async function slotDayOf(
  db: Db,
  slot: typeof timeslots.$inferSelect,
  day: string,
  keepsPlace: boolean,
): Promise<number> {
  const beginsAt = romeInstant(day, slot.beginTime);
  const [row] = await db
    .insert(timeslotDays)
    .values({
      timeslotId: slot.timeslotId,
      slotDate: day,
      beginsAt,
      cutoffAt: new Date(beginsAt.getTime() - slot.cutoffMinutes * 60_000),
      capacity: slot.capacity,
      feeCents: slot.feeCents,
      orderedCount: keepsPlace ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: [timeslotDays.timeslotId, timeslotDays.slotDate],
      set: {
        orderedCount: sql`${timeslotDays.orderedCount} + ${keepsPlace ? 1 : 0}`,
      },
    })
    .returning({ timeslotDayId: timeslotDays.timeslotDayId });
  return row!.timeslotDayId;
}

interface Line {
  product: CatalogueProduct;
  quantity: number;
  delivered: number;
  /** The index of the line this one replaced at picking. */
  replaces?: number;
}

/** The lines of one order: what was asked, and for a partial delivery what came instead. */
function linesOf(random: Random, catalogue: readonly CatalogueProduct[], partial: boolean): Line[] {
  const count = random.int(5, 14);
  const chosen = new Map<number, CatalogueProduct>();
  while (chosen.size < Math.min(count, catalogue.length)) {
    const product = random.pick(catalogue);
    chosen.set(product.productId, product);
  }
  const lines: Line[] = [...chosen.values()].map((product) => {
    const quantity = random.chance(0.7) ? 1 : random.int(2, 4);
    return { product, quantity, delivered: quantity };
  });
  if (partial) {
    // One line was out of stock and replaced by a similar product; another came short.
    const missing = lines[0]!.product;
    const others = catalogue.filter((p) => !chosen.has(p.productId));
    const substitute =
      others.find((p) => p.categoryId === missing.categoryId) ??
      others.find((p) => p.categoryPath[0] === missing.categoryPath[0]) ??
      others[0];
    lines[0]!.delivered = 0;
    if (substitute)
      lines.push({
        product: substitute,
        quantity: lines[0]!.quantity,
        delivered: lines[0]!.quantity,
        replaces: 0,
      });
    const short = lines.slice(1).find((l) => l.quantity > 1);
    if (short) short.delivered = short.quantity - 1;
  }
  return lines;
}

/** The history of one order, timed from its placing to its slot. */
function historyOf(
  status: OrderStatusId,
  online: boolean,
  placedAt: Date,
  slotAt: Date,
  now: Date,
) {
  const steps: { orderStatusId: number; at: Date }[] = [];
  if (online) steps.push({ orderStatusId: S.WAITING_PAYMENT, at: placedAt });
  const path = PATH[status] ?? [S.ORDERED];
  const paidAt = new Date(placedAt.getTime() + (online ? 90_000 : 0));
  path.forEach((orderStatusId, i) => {
    const at =
      i === 0
        ? paidAt
        : orderStatusId === S.CANCELLED
          ? new Date(placedAt.getTime() + 5 * 3_600_000)
          : orderStatusId === S.IN_PREPARATION
            ? new Date(Math.min(now.getTime() - 1_800_000, slotAt.getTime() - 3 * 3_600_000))
            : orderStatusId === S.ALMOST_READY
              ? new Date(slotAt.getTime() - 3_600_000)
              : orderStatusId === S.NOT_COLLECTED
                ? new Date(slotAt.getTime() + DAY_MS)
                : new Date(slotAt.getTime() + 1_200_000);
    steps.push({ orderStatusId, at });
  });
  return steps;
}

/** The counter's first slot running on that day (0 = Sunday, as timeslots.weekdays). */
const slotOn = (place: Pickup, day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return place.slots.find((s) => s.weekdays.includes(weekday));
};

async function seedShopperOrders(
  db: Db,
  user: { userId: number; brandId: string },
  random: Random,
  catalogue: readonly CatalogueProduct[],
  places: readonly Pickup[],
  bag: { packagingTypeId: number; productId: number; descr: string; costCents: number } | null,
  now: Date,
): Promise<void> {
  const bought = new Map<number, { times: number; last: Date }>();
  for (const [index, plan] of HISTORY.entries()) {
    const place = places[index % places.length]!;
    // The collection day: the planned one, moved back until one of the counter's slots runs then.
    let day = shopDayOf(new Date(now.getTime() - plan.daysAgo * DAY_MS));
    let slot = slotOn(place, day);
    for (let back = 0; !slot && back < 7; back += 1) {
      day = shopDayOf(new Date(new Date(`${day}T12:00:00Z`).getTime() - DAY_MS));
      slot = slotOn(place, day);
    }
    if (!slot) continue;
    const slotAt = romeInstant(day, slot.beginTime);
    const placedAt = new Date(
      slotAt.getTime() - random.int(1, 3) * DAY_MS - random.int(1, 10) * 3_600_000,
    );
    const keepsPlace = plan.status !== S.CANCELLED;
    const timeslotDayId = await slotDayOf(db, slot, day, keepsPlace);

    const lines = linesOf(random, catalogue, plan.status === S.PARTIALLY_DELIVERED);
    const ordered = lines.filter((l) => l.replaces === undefined);
    const lineCents = (l: Line, q: number) => l.product.priceCents * q;
    const grossCents = ordered.reduce((sum, l) => sum + lineCents(l, l.quantity), 0);
    const bags = Math.ceil(ordered.reduce((sum, l) => sum + l.quantity, 0) / ITEMS_PER_BAG);
    const packageCents = bag ? bags * bag.costCents : 0;
    const feeCents = slot.feeCents;
    const totalCents = grossCents + packageCents + feeCents;
    const collected = plan.status === S.DELIVERED || plan.status === S.PARTIALLY_DELIVERED;
    const finalGoodsCents = lines.reduce((sum, l) => sum + lineCents(l, l.delivered), 0);
    const finalCents = collected ? finalGoodsCents + packageCents + feeCents : null;
    const online = plan.payment === ONLINE;

    const [cart] = await db
      .insert(carts)
      .values({
        brandId: user.brandId,
        userId: user.userId,
        cartStatusId: CART_STATUS_ORDERED,
        warehouseId: warehouseOf(user.brandId),
        storeId: place.address.storeId,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ cartId: carts.cartId });
    const a = place.address;
    const [order] = await db
      .insert(orders)
      .values({
        brandId: user.brandId,
        userId: user.userId,
        cartId: cart!.cartId,
        orderStatusId: plan.status,
        paymentTypeId: plan.payment,
        warehouseId: warehouseOf(user.brandId),
        storeId: a.storeId,
        deliveryServiceId: DELIVERY_SERVICE.STORE_PICKUP,
        shippingAddress: {
          addressId: a.addressId,
          addressTypeId: a.addressTypeId,
          addressName: a.addressName,
          address1: a.address1,
          addressNumber: a.addressNumber || null,
          postalcode: a.postalcode,
          city: a.city,
          province: a.province,
          doorbellName: null,
          floor: null,
          referencePhoneNumber: null,
          addressNote: null,
        },
        timeslotDayId,
        deliveryDate: day,
        beginTime: slot.beginTime.slice(0, 5),
        endTime: slot.endTime.slice(0, 5),
        grossTotalCents: grossCents,
        giftTotalCents: 0,
        packageTotalCents: packageCents,
        deliveryFeeCents: feeCents,
        totalCents,
        prebilledCents: online
          ? preAuthorisationCents({ packagedCents: totalCents, variableWeightCents: 0 })
          : totalCents,
        finalTotalCents: finalCents,
        loyaltyPoints: loyaltyPointsFor(grossCents),
        orderInfos: {},
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ orderId: orders.orderId });
    const orderId = order!.orderId;

    const ids: number[] = [];
    for (const line of lines) {
      const [row] = await db
        .insert(orderItems)
        .values({
          orderId,
          productId: line.product.productId,
          product: snapshotOf(line.product),
          quantity: line.quantity,
          quantityDisplay: display(line.product, line.quantity),
          variableWeight: false,
          grossTotalCents: lineCents(line, line.quantity),
          acceptAlternatives: line.replaces !== undefined || random.chance(0.5),
          sectorId: line.product.categoryPath[0] ?? null,
          deliveredQuantity: collected ? line.delivered : null,
          finalGrossTotalCents: collected ? lineCents(line, line.delivered) : null,
          replacesOrderItemId: line.replaces === undefined ? null : (ids[line.replaces] ?? null),
        })
        .returning({ orderItemId: orderItems.orderItemId });
      ids.push(row!.orderItemId);
      if (collected && line.delivered > 0) {
        const seen = bought.get(line.product.productId);
        bought.set(line.product.productId, {
          times: (seen?.times ?? 0) + 1,
          last: slotAt > (seen?.last ?? slotAt) ? slotAt : (seen?.last ?? slotAt),
        });
      }
    }
    if (bag && bags > 0)
      await db.insert(orderPackages).values({
        orderId,
        packagingTypeId: bag.packagingTypeId,
        productId: bag.productId,
        descr: bag.descr,
        quantity: bags,
        unitCostCents: bag.costCents,
        totalCents: packageCents,
      });
    await db
      .insert(orderStatusHistory)
      .values(
        historyOf(plan.status, online, placedAt, slotAt, now).map((h) => ({ orderId, ...h })),
      );
    if (online) {
      const prebilled = preAuthorisationCents({
        packagedCents: totalCents,
        variableWeightCents: 0,
      });
      const transactionStatusId =
        plan.status === S.CANCELLED || plan.status === S.NOT_COLLECTED
          ? TRANSACTION_STATUS.CANCELLED
          : collected
            ? TRANSACTION_STATUS.CONFIRMED
            : TRANSACTION_STATUS.AUTHORIZED;
      await db.insert(orderTransactions).values({
        orderId,
        paymentTypeId: 1,
        transactionStatusId,
        provider: 'test-acquirer',
        idempotencyKey: `seed-order-${orderId}`,
        amountCents: prebilled,
        authorizedCents: prebilled,
        capturedCents: collected ? (finalCents ?? 0) : 0,
        cardBrand: 'VISA',
        cardLast4: '4242',
        createdAt: placedAt,
        updatedAt: collected ? new Date(slotAt.getTime() + 1_200_000) : placedAt,
      });
    }
  }
  if (bought.size > 0)
    await db
      .insert(purchasedProducts)
      .values(
        [...bought].map(([productId, b]) => ({
          userId: user.userId,
          productId,
          timesBought: b.times,
          lastBoughtAt: b.last,
        })),
      )
      .onConflictDoUpdate({
        target: [purchasedProducts.userId, purchasedProducts.productId],
        set: {
          timesBought: sql`${purchasedProducts.timesBought} + excluded.times_bought`,
          lastBoughtAt: sql`greatest(${purchasedProducts.lastBoughtAt}, excluded.last_bought_at)`,
        },
      });
}

/** The demo shopper's order history at every brand; after the catalogue, delivery and checkout. */
export async function seedOrders(db: Db, now: Date = new Date()): Promise<void> {
  const shoppers = await db
    .select({ userId: users.userId, brandId: users.brandId })
    .from(users)
    .where(eq(users.login, SHOPPER))
    .orderBy(asc(users.userId));
  const places = await pickups(db);
  if (places.length === 0) return;
  for (const [index, shopper] of shoppers.entries()) {
    const catalogue = await catalogueProducts(db, shopper.brandId);
    if (catalogue.length === 0) continue;
    const [bagRow] = await db
      .select({
        packagingTypeId: packagingTypes.packagingTypeId,
        productId: packagingTypes.productId,
        descr: products.name,
        costCents: warehouseProducts.priceCents,
      })
      .from(packagingTypes)
      .innerJoin(products, eq(products.productId, packagingTypes.productId))
      .innerJoin(
        warehouseProducts,
        and(
          eq(warehouseProducts.productId, packagingTypes.productId),
          eq(warehouseProducts.warehouseId, warehouseOf(shopper.brandId)),
        ),
      )
      .where(and(eq(packagingTypes.isDefault, true), eq(packagingTypes.brandId, shopper.brandId)));
    await seedShopperOrders(
      db,
      shopper,
      new Random(1100 + index),
      catalogue,
      places,
      bagRow ?? null,
      now,
    );
  }
}
