import { randomUUID } from 'node:crypto';
import {
  CHANGE_LOG_TEXTS,
  OFFER_CONSOLE_MESSAGES as M,
  STAFF_OFFERS_PAGE_SIZE,
  checkOfferForm,
  endingOf,
  italianDay,
  offerGroupOf,
  offerOverlap,
  offerStateOn,
  offerValueText,
  shopDayOf,
  type ChangeValues,
  type OfferState,
  type StaffOffer,
  type StaffOfferBody,
  type StaffOfferEnd,
  type StaffOfferList,
} from '@spesa/domain';
import type { Db } from '../../../db/client';
import { AppError, refusal } from '../../../http/app-error';
import { recordChanges, type ChangeActor, type ChangeRecord } from '../../change-log';
import { writeOffers, type OfferRowWrite } from './import-service';
import { undatedShelf } from './repo/offer-shelves';
import {
  lockConsoleOffers,
  offerPage,
  offerRowsOf as rowsOf,
  offersOnProducts,
  productsNamed,
  shelvesOf,
  shopWarehouses,
  type ConsoleOfferRow as OfferRow,
} from './repo/console-offers';

const spanOf = (rows: readonly OfferRow[]) => ({
  start: rows.map((r) => r.startsOn).reduce((a, b) => (a < b ? a : b)),
  end: rows.map((r) => r.endsOn).reduce((a, b) => (a > b ? a : b)),
});

function answerOf(offerId: string, rows: readonly OfferRow[], today: string): StaffOffer {
  const first = rows[0]!;
  const { start, end } = spanOf(rows);
  return {
    offerId,
    type: first.terms.type,
    value: offerValueText(first.terms),
    start,
    end,
    warehouse: first.warehouseId,
    state: offerStateOn(start, end, today),
    products: rows.map((r) => ({ productId: r.productId, name: r.name, sku: r.sku })),
  };
}

const notFound = (offerId: string) =>
  new AppError('not_found', 'offers.not_found', M.notFound(offerId), 'offerId');

/** What the «Registro modifiche» shows of one product's offer. */
const recorded = (row: Pick<OfferRowWrite, 'terms' | 'startsOn' | 'endsOn' | 'warehouseId'>) =>
  ({
    tipo: M.typeLabels[row.terms.type],
    valore: offerValueText(row.terms),
    dal: italianDay(row.startsOn),
    al: italianDay(row.endsOn),
    magazzino:
      row.warehouseId === null || row.warehouseId === undefined
        ? M.everyWarehouse
        : row.warehouseId,
  }) satisfies ChangeValues;

const sameValues = (a: ChangeValues | null, b: ChangeValues | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The offers as the console lists them, a page at a time: the latest to start first. */
export async function listConsoleOffers(
  db: Db,
  query: { state?: OfferState; page: number },
): Promise<StaffOfferList> {
  const today = shopDayOf(new Date());
  const [{ groups, total }, warehouses] = await Promise.all([
    offerPage(db, query.state, query.page, today),
    shopWarehouses(db),
  ]);
  const rows = groups.length ? await rowsOf(db, groups) : [];
  return {
    offers: groups.map((offerId) =>
      answerOf(
        offerId,
        rows.filter((r) => offerGroupOf(r.offerId) === offerId),
        today,
      ),
    ),
    page: query.page,
    pageSize: STAFF_OFFERS_PAGE_SIZE,
    total,
    warehouses: warehouses.map((w) => ({ warehouseId: w.warehouseId, name: w.name })),
  };
}

/**
 * The catalogue's rules of an offer's products: each is in the catalogue and
 * sold where the offer runs, and a special price is below each shelf's price.
 */
async function checkProducts(
  tx: Db,
  offer: { productIds: number[]; warehouse: number | '*'; terms: OfferRowWrite['terms'] },
): Promise<Map<number, string>> {
  const named = await productsNamed(tx, offer.productIds);
  const nameOf = new Map(named.map((n) => [n.productId, n.name]));
  const missing = offer.productIds.find((id) => !nameOf.has(id));
  if (missing !== undefined)
    throw refusal('offers.productIds', M.unknownProduct(missing), 'productIds');
  const shelves = await shelvesOf(tx, offer.productIds);
  for (const productId of offer.productIds) {
    const name = nameOf.get(productId)!;
    const rows = shelves.filter(
      (s) =>
        s.productId === productId && (offer.warehouse === '*' || s.warehouseId === offer.warehouse),
    );
    if (rows.length === 0)
      throw refusal('offers.productIds', M.notSold(name, offer.warehouse), 'productIds');
    const { terms } = offer;
    if (terms.type !== 'special_price') continue;
    const above = rows.find((r) => {
      const undated = undatedShelf(r);
      return terms.priceCents >= (undated.priceStandardCents ?? undated.priceCents);
    });
    if (above) throw refusal('offers.value', M.specialNotLower(name, above.warehouseId), 'value');
  }
  return nameOf;
}

/**
 * Creates an offer (`editing` absent) or changes one, on each of its
 * products, after the form's rules, the catalogue's and one offer a shelf at
 * a time; written by the import service with its record, in one transaction.
 */
export async function saveConsoleOffer(
  db: Db,
  actor: ChangeActor,
  body: StaffOfferBody,
  editing?: string,
): Promise<StaffOffer> {
  return db.transaction(async (tx) => {
    await lockConsoleOffers(tx);
    const today = shopDayOf(new Date());
    const before = editing ? await rowsOf(tx, [editing]) : [];
    if (editing && before.length === 0) throw notFound(editing);
    const span = before.length ? spanOf(before) : null;
    if (span && span.end < today) throw refusal('offers.ended', M.ended(editing!), 'offerId');
    const warehouseIds = (await shopWarehouses(tx)).map((w) => w.warehouseId);
    const check = checkOfferForm(body, {
      warehouses: warehouseIds,
      today,
      ...(span ? { keptStart: span.start } : {}),
    });
    if (!check.ok) throw refusal(`offers.${check.field}`, check.message, check.field);
    const { offer } = check;
    await checkProducts(tx, offer);

    const held = await offersOnProducts(tx, offer.productIds);
    const overlap = offerOverlap(
      offer,
      held.map((h) => ({
        ...h,
        offerId: offerGroupOf(h.offerId),
        warehouse: h.warehouseId ?? ('*' as const),
      })),
      editing,
    );
    if (overlap)
      throw refusal('offers.overlap', overlap.message, 'start', {
        offerId: overlap.held.offerId,
      });

    const offerId = editing ?? `OFF-${randomUUID().slice(0, 8).toUpperCase()}`;
    const kept = new Map(before.map((r) => [r.productId, r]));
    const put: OfferRowWrite[] = offer.productIds.map((productId) => ({
      offerId: kept.get(productId)?.offerId ?? `${offerId}:${productId}`,
      productId,
      warehouseId: offer.warehouse === '*' ? null : offer.warehouse,
      terms: offer.terms,
      startsOn: offer.start,
      endsOn: offer.end,
    }));
    const removed = before.filter((r) => !offer.productIds.includes(r.productId));
    await writeOffers(tx, { put, remove: removed.map((r) => r.offerId) });

    const what = editing ? CHANGE_LOG_TEXTS.offerChanged : CHANGE_LOG_TEXTS.offerCreated;
    const changes: ChangeRecord[] = [
      ...put.map((row) => {
        const old = kept.get(row.productId);
        return {
          subject: 'offer' as const,
          subjectId: row.offerId,
          productId: row.productId,
          what,
          before: old ? recorded(old) : null,
          after: recorded(row),
        };
      }),
      ...removed.map((row) => ({
        subject: 'offer' as const,
        subjectId: row.offerId,
        productId: row.productId,
        what,
        before: recorded(row),
        after: null,
      })),
    ].filter((c) => !sameValues(c.before, c.after));
    await recordChanges(tx, actor, changes);
    return answerOf(offerId, await rowsOf(tx, [offerId]), today);
  });
}

/**
 * Ends an offer now (endingOf): its shelves go back on this request, in
 * every process; one that has not yet run a whole day is withdrawn.
 */
export async function endConsoleOffer(
  db: Db,
  actor: ChangeActor,
  offerId: string,
): Promise<StaffOfferEnd> {
  return db.transaction(async (tx) => {
    await lockConsoleOffers(tx);
    const today = shopDayOf(new Date());
    const rows = await rowsOf(tx, [offerId]);
    if (rows.length === 0) throw notFound(offerId);
    const put: OfferRowWrite[] = [];
    const remove: OfferRow[] = [];
    for (const row of rows) {
      const ending = endingOf(row.startsOn, row.endsOn, today);
      if (ending.kind === 'end')
        put.push({
          offerId: row.offerId,
          productId: row.productId,
          warehouseId: row.warehouseId,
          terms: row.terms,
          startsOn: row.startsOn,
          endsOn: ending.end,
        });
      else if (ending.kind === 'withdraw') remove.push(row);
    }
    if (put.length === 0 && remove.length === 0)
      throw refusal('offers.ended', M.ended(offerId), 'offerId');
    await writeOffers(tx, { put, remove: remove.map((r) => r.offerId) });
    await recordChanges(tx, actor, [
      ...put.map((row) => ({
        subject: 'offer' as const,
        subjectId: row.offerId,
        productId: row.productId,
        what: CHANGE_LOG_TEXTS.offerEnded,
        before: recorded(rows.find((r) => r.offerId === row.offerId)!),
        after: recorded(row),
      })),
      ...remove.map((row) => ({
        subject: 'offer' as const,
        subjectId: row.offerId,
        productId: row.productId,
        what: CHANGE_LOG_TEXTS.offerWithdrawn,
        before: recorded(row),
        after: null,
      })),
    ]);
    const after = await rowsOf(tx, [offerId]);
    return {
      withdrawn: after.length === 0,
      offer: after.length ? answerOf(offerId, after, today) : null,
    };
  });
}
