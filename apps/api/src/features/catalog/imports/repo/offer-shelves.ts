import { and, inArray, isNotNull, lte, gte, or, sql } from 'drizzle-orm';
import { offerShelf, shopDayStart, type Shelf } from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { offers, warehouseProducts } from '../../../../db/schema';
import { enqueue } from '../../../../jobs';
import { canonical } from './batch-rows';

export const OFFERS_JOB = 'catalog.offers';

type OfferRow = typeof offers.$inferSelect;
type ShelfRow = typeof warehouseProducts.$inferSelect;

const sameShelf = (a: Shelf, b: Shelf): boolean =>
  a.priceCents === b.priceCents &&
  a.priceStandardCents === b.priceStandardCents &&
  canonical(a.promo) === canonical(b.promo);

/** The shelf a row shows without its dated offer: what the products and stock feeds set. */
export const undatedShelf = (row: ShelfRow): Shelf =>
  row.beforeOffer ?? {
    priceCents: row.priceCents,
    priceStandardCents: row.priceStandardCents,
    promo: row.promo,
  };

const runsHere = (offer: OfferRow, row: ShelfRow): boolean =>
  offer.productId === row.productId &&
  (offer.warehouseId === null || offer.warehouseId === row.warehouseId);

/**
 * Puts on each warehouse row the dated offer running on `day` (the shop's
 * day), and puts back the undated shelf of a row whose offer ended: the
 * readers and the cart's one pricing rule read the row, so a dated offer is
 * priced as every other promotion. Answers the products whose shelf changed.
 * The offers `leaving` are taken off their shelves whatever their days: they
 * are about to be removed.
 */
export async function applyOffers(
  db: Db,
  day: string,
  leaving: readonly string[] = [],
): Promise<number[]> {
  const running = (
    await db
      .select()
      .from(offers)
      .where(and(lte(offers.startsOn, day), gte(offers.endsOn, day)))
  ).filter((o) => !leaving.includes(o.offerId));
  const rows = await db
    .select()
    .from(warehouseProducts)
    .where(
      or(
        isNotNull(warehouseProducts.offerId),
        running.length
          ? inArray(warehouseProducts.productId, [...new Set(running.map((o) => o.productId))])
          : sql`false`,
      ),
    );
  const runningOf = new Map<number, OfferRow[]>();
  for (const o of running) runningOf.set(o.productId, [...(runningOf.get(o.productId) ?? []), o]);
  const changes: Pick<
    ShelfRow,
    | 'warehouseId'
    | 'productId'
    | 'priceCents'
    | 'priceStandardCents'
    | 'promo'
    | 'offerId'
    | 'beforeOffer'
  >[] = [];
  for (const row of rows) {
    const undated = undatedShelf(row);
    const offer = runningOf.get(row.productId)?.find((o) => runsHere(o, row));
    const shelf = offer ? offerShelf(offer.terms, undated, offer.endsOn) : null;
    const target = shelf ?? undated;
    const offerId = shelf ? offer!.offerId : null;
    const current: Shelf = {
      priceCents: row.priceCents,
      priceStandardCents: row.priceStandardCents,
      promo: row.promo,
    };
    if (row.offerId === offerId && sameShelf(current, target)) continue;
    changes.push({
      warehouseId: row.warehouseId,
      productId: row.productId,
      ...target,
      offerId,
      beforeOffer: offerId ? undated : null,
    });
  }
  // Every changed shelf in one statement, however many a day switches.
  if (changes.length > 0)
    await db.execute(sql`
      update ${warehouseProducts} as w set
        price_cents = v.price_cents,
        price_standard_cents = v.price_standard_cents,
        promo = v.promo,
        offer_id = v.offer_id,
        before_offer = v.before_offer
      from jsonb_to_recordset(${JSON.stringify(
        changes.map((c) => ({
          warehouse_id: c.warehouseId,
          product_id: c.productId,
          price_cents: c.priceCents,
          price_standard_cents: c.priceStandardCents,
          promo: c.promo,
          offer_id: c.offerId,
          before_offer: c.beforeOffer,
        })),
      )}::jsonb) as v(warehouse_id int, product_id int, price_cents int,
        price_standard_cents int, promo jsonb, offer_id text, before_offer jsonb)
      where w.warehouse_id = v.warehouse_id and w.product_id = v.product_id`);
  return [...new Set(changes.map((c) => c.productId))];
}

/**
 * Queues the offers' switch for the next day an offer starts or one ends
 * after `day`, at midnight in Rome: one job per boundary, so a shelf changes
 * when its offer does, with no poll in between.
 */
export async function scheduleNextSwitch(db: Db, day: string): Promise<void> {
  const [next] = await db
    .select({
      day: sql<string | null>`least(
        min(${offers.startsOn}) filter (where ${offers.startsOn} > ${day}),
        min(${offers.endsOn} + 1) filter (where ${offers.endsOn} >= ${day}))::text`,
    })
    .from(offers)
    .where(gte(offers.endsOn, day));
  if (!next?.day) return;
  await enqueue(
    db,
    OFFERS_JOB,
    { day: next.day },
    { key: `offers:${next.day}`, runAt: shopDayStart(next.day) },
  );
}
