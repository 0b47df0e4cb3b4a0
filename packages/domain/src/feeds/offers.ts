import type { WarehousePromo } from '../api/catalog';
import { FEED_MESSAGES as M, OFFER_TEXTS } from '../texts/feeds';
import { lineFields, priceField, type FieldProblem } from './values';

export const OFFER_TYPES = ['percent', 'multibuy', 'special_price'] as const;

/** What an offer gives: the same three promotions the cart's one pricing rule applies. */
export type OfferTerms =
  | { type: 'percent'; percent: number }
  | { type: 'multibuy'; take: number; pay: number }
  | { type: 'special_price'; priceCents: number };

/** An offers feed's line, checked. */
export interface OfferFeedLine {
  offerId: string;
  sku: string;
  terms: OfferTerms;
  /** The first day it runs, ISO (YYYY-MM-DD), in the shop's time zone. */
  start: string;
  /** The last day it runs, included. */
  end: string;
  /** A warehouse id, or '*' for every warehouse selling the line. */
  warehouse: number | '*';
}

/** The largest discount and bundle a feed may give: past these it is a typo, not an offer. */
export const MAX_PERCENT = 90;
export const MAX_BUNDLE = 10;

/**
 * A day as an ERP or an Italian spreadsheet writes it: '2026-12-24' or
 * '24/12/2026'. Null when it is neither, or no such day.
 */
export function parseFeedDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const italian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : italian
      ? [italian[3], italian[2], italian[1]]
      : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === date ? date : null;
}

function termsOf(type: string, value: string): OfferTerms | FieldProblem {
  if (type === 'percent') {
    const percent = /^(\d{1,2})\s*%?$/.exec(value);
    const n = percent ? Number(percent[1]) : NaN;
    return n >= 1 && n <= MAX_PERCENT
      ? { type, percent: n }
      : { column: 'value', message: M.badPercent(value, MAX_PERCENT) };
  }
  if (type === 'multibuy') {
    const bundle = /^(\d+)\s*[x×]\s*(\d+)$/i.exec(value);
    const take = Number(bundle?.[1]);
    const pay = Number(bundle?.[2]);
    return bundle && pay >= 1 && take > pay && take <= MAX_BUNDLE
      ? { type, take, pay }
      : { column: 'value', message: M.badMultibuy(value) };
  }
  const price = priceField('value', value);
  return typeof price === 'number' ? { type: 'special_price', priceCents: price } : price;
}

/** Checks one line of an offers feed against the shop's warehouses. */
export function readOfferLine(
  fields: Readonly<Record<string, string>>,
  warehouses: readonly number[],
): { line: OfferFeedLine; problems: [] } | { line: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const { text, code } = lineFields(fields, problems);
  const offerId = code('offer_id');
  const sku = code('sku');

  let terms: OfferTerms | null = null;
  const type = text('type');
  if (!type) problems.push({ column: 'type', message: M.required });
  else if (!(OFFER_TYPES as readonly string[]).includes(type))
    problems.push({ column: 'type', message: M.badOfferType(type) });
  else if (!text('value')) problems.push({ column: 'value', message: M.required });
  else {
    const read = termsOf(type, text('value'));
    if ('type' in read) terms = read;
    else problems.push(read);
  }

  const date = (column: string): string | null => {
    if (!text(column)) {
      problems.push({ column, message: M.required });
      return null;
    }
    const day = parseFeedDate(text(column));
    if (!day) problems.push({ column, message: M.badDate(text(column)) });
    return day;
  };
  const start = date('start');
  const end = date('end');
  if (start && end && end < start)
    problems.push({ column: 'end', message: M.endBeforeStart(text('end'), text('start')) });

  const warehouseText = text('warehouse');
  let warehouse: number | '*' | null = null;
  if (!warehouseText || warehouseText === '*') warehouse = '*';
  else if (/^\d+$/.test(warehouseText) && warehouses.includes(Number(warehouseText)))
    warehouse = Number(warehouseText);
  else problems.push({ column: 'warehouse', message: M.badWarehouse(warehouseText, warehouses) });

  if (problems.length > 0 || !terms || !start || !end || warehouse === null)
    return { line: null, problems };
  return { line: { offerId, sku, terms, start, end, warehouse }, problems: [] };
}

/** Two offers' days and warehouses, as a shelf sees them. */
export interface OfferSpan {
  warehouse: number | '*';
  start: string;
  end: string;
}

/** Whether two offers of one line would run on the same shelf on the same day: a shelf shows one. */
export const offersOverlap = (a: OfferSpan, b: OfferSpan): boolean =>
  (a.warehouse === '*' || b.warehouse === '*' || a.warehouse === b.warehouse) &&
  a.start <= b.end &&
  b.start <= a.end;

/** A shelf's price and promotion in a warehouse (warehouse_products). */
export interface Shelf {
  priceCents: number;
  /** The price before the promotion; null when none runs or a multi-buy does. */
  priceStandardCents: number | null;
  promo: WarehousePromo | null;
}

/**
 * The shelf an offer makes of a warehouse's undated one: computed from its
 * standard price (the one before any undated promotion), which it replaces. A
 * multi-buy keeps that price and names its terms in the header ('3x2'), as
 * `bundleOf` reads them. Null when the offer would not lower the price (a
 * special price at or above it): the shelf stays as it was.
 */
export function offerShelf(terms: OfferTerms, undated: Shelf, end: string): Shelf | null {
  const standard = undated.priceStandardCents ?? undated.priceCents;
  const footer = OFFER_TEXTS.until(end);
  if (terms.type === 'multibuy')
    return {
      priceCents: standard,
      priceStandardCents: null,
      promo: {
        promoType: 'bundle',
        view: {
          cssClass: 'promo-bundle',
          header: `${terms.take}x${terms.pay}`,
          body: OFFER_TEXTS.bundle(terms.take, terms.pay),
          footer,
        },
      },
    };
  const priceCents =
    terms.type === 'percent'
      ? Math.round((standard * (100 - terms.percent)) / 100)
      : terms.priceCents;
  if (priceCents <= 0 || priceCents >= standard) return null;
  const promo: WarehousePromo =
    terms.type === 'percent'
      ? {
          promoType: 'percent',
          view: {
            cssClass: 'promo-percent',
            header: `-${terms.percent}%`,
            body: OFFER_TEXTS.percent,
            footer,
          },
        }
      : {
          promoType: 'special_price',
          view: {
            cssClass: 'promo-special',
            header: OFFER_TEXTS.specialHeader,
            body: OFFER_TEXTS.saving(standard - priceCents),
            footer,
          },
        };
  return { priceCents, priceStandardCents: standard, promo };
}
