import { z } from 'zod';
import { addDays } from '../shop-day';
import { OFFER_CONSOLE_MESSAGES as M } from '../texts/manager-console';
import { offersOverlap, readOfferLine, type OfferTerms } from '../feeds/offers';
import { centsAsTyped } from '../feeds/values';

/**
 * The manager's «Offerte» (/ebsn/api/staff/offers…): the offers feed's own
 * offers (decision 046), made by hand. One console offer may cover many
 * products: it is one offer row per product, its rows' ids `<offer>:<product>`
 * (decision 055).
 */

export const OFFER_STATES = ['current', 'future', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const STAFF_OFFERS_PAGE_SIZE = 20;
/** The products one offer may cover: a promotion of a shelf, not of the catalogue. */
export const OFFER_PRODUCTS_MAX = 100;

/** The rows of a console offer share this id before the ':' (the feed's ids never hold one). */
export const offerGroupOf = (rowId: string): string => rowId.split(':')[0]!;

export const StaffOfferFieldSchema = z.enum([
  'type',
  'value',
  'start',
  'end',
  'warehouse',
  'productIds',
]);
export type StaffOfferField = z.infer<typeof StaffOfferFieldSchema>;

/** POST /ebsn/api/staff/offers and …/offers/{id}: as typed; checkOfferForm reads it. */
export const StaffOfferBodySchema = z.object({
  type: z.string().max(40),
  /** '25' (percent), '3x2' (multibuy), '1,99' (special price). */
  value: z.string().max(40),
  /** ISO days, the shop's (Rome), both included. */
  start: z.string().max(40),
  end: z.string().max(40),
  /** Null: every warehouse selling the product. */
  warehouse: z.number().int().positive().max(1_000_000).nullable(),
  productIds: z.array(z.number().int().positive().max(2_147_483_647)).max(1000),
});
export type StaffOfferBody = z.infer<typeof StaffOfferBodySchema>;

export const StaffOfferSchema = z.object({
  /** The offer's code: the feed's offer_id, or the console's. */
  offerId: z.string(),
  type: z.enum(['percent', 'multibuy', 'special_price']),
  /** As the form writes it: '25', '3x2', '1,99'. */
  value: z.string(),
  start: z.string(),
  end: z.string(),
  warehouse: z.number().int().nullable(),
  state: z.enum(OFFER_STATES),
  products: z.array(
    z.object({ productId: z.number().int(), name: z.string(), sku: z.string().nullable() }),
  ),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

export const StaffOfferListSchema = z.object({
  offers: z.array(StaffOfferSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The warehouses an offer may name. */
  warehouses: z.array(z.object({ warehouseId: z.number().int(), name: z.string() })),
});
export type StaffOfferList = z.infer<typeof StaffOfferListSchema>;

export const StaffOfferQuerySchema = z.object({
  state: z.enum(OFFER_STATES).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
});

export const StaffOfferIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** An offer's terms as the form writes them. */
export function offerValueText(terms: OfferTerms): string {
  if (terms.type === 'percent') return String(terms.percent);
  if (terms.type === 'multibuy') return `${terms.take}x${terms.pay}`;
  return centsAsTyped(terms.priceCents);
}

/** Where an offer stands on the shop's day `today`. */
export const offerStateOn = (start: string, end: string, today: string): OfferState =>
  end < today ? 'ended' : start > today ? 'future' : 'current';

/** A checked offer form: what the offers' rows will hold. */
export interface CheckedOffer {
  terms: OfferTerms;
  start: string;
  end: string;
  warehouse: number | '*';
  productIds: number[];
}

export type OfferFormCheck =
  { ok: true; offer: CheckedOffer } | { ok: false; field: StaffOfferField; message: string };

const refuse = (field: StaffOfferField, message: string): OfferFormCheck => ({
  ok: false,
  field,
  message,
});

/**
 * The form's own rules, the feed's (readOfferLine) for type, value, days and
 * warehouse, with the field named as the form labels it; then the days: an
 * offer never starts in the past (an offer being edited keeps its own first
 * day) nor ends there. The catalogue's rules (sold, cheaper) are the server's.
 */
export function checkOfferForm(
  body: StaffOfferBody,
  context: { warehouses: readonly number[]; today: string; keptStart?: string },
): OfferFormCheck {
  const { problems, line } = readOfferLine(
    {
      offer_id: 'X',
      sku: 'X',
      type: body.type,
      value: body.value,
      start: body.start,
      end: body.end,
      warehouse: body.warehouse === null ? '*' : String(body.warehouse),
    },
    context.warehouses,
  );
  const first = problems[0];
  if (first) {
    const field = StaffOfferFieldSchema.parse(first.column);
    return refuse(field, `${M.fields[field]}: ${first.message}`);
  }
  if (!line) throw new Error('an offer line without problems was not read');
  if (line.start < context.today && line.start !== context.keptStart)
    return refuse('start', M.startPast);
  if (line.end < context.today) return refuse('end', M.endPast);
  const productIds = [...new Set(body.productIds)];
  if (productIds.length === 0) return refuse('productIds', M.productsRequired);
  if (productIds.length > OFFER_PRODUCTS_MAX)
    return refuse('productIds', M.tooManyProducts(OFFER_PRODUCTS_MAX));
  return {
    ok: true,
    offer: {
      terms: line.terms,
      start: line.start,
      end: line.end,
      warehouse: line.warehouse,
      productIds,
    },
  };
}

/** An offer the shop holds, as the overlap rule reads it. */
export interface HeldOffer {
  /** The offer as the console lists it (the group of its row). */
  offerId: string;
  productId: number;
  productName: string;
  warehouse: number | '*';
  start: string;
  end: string;
}

/**
 * One offer a shelf at a time (docs/rules/feeds.md): the first held offer,
 * other than the one being edited, that would run on the same product in the
 * same warehouse on a day of the new one; null when none does. Its reason
 * names that offer, its days and warehouse.
 */
export function offerOverlap(
  offer: Pick<CheckedOffer, 'start' | 'end' | 'warehouse' | 'productIds'>,
  held: readonly HeldOffer[],
  editing?: string,
): { held: HeldOffer; message: string } | null {
  const products = new Set(offer.productIds);
  const found = held.find(
    (h) => h.offerId !== editing && products.has(h.productId) && offersOverlap(offer, h),
  );
  return found
    ? {
        held: found,
        message: M.overlap({
          name: found.productName,
          offerId: found.offerId,
          start: found.start,
          end: found.end,
          warehouse: found.warehouse,
        }),
      }
    : null;
}

/**
 * What ending an offer now does, on the shop's day `today`: a running one
 * that began before today ends yesterday (its shelves go back at once); one
 * that has not yet had a whole day (it starts today or later) is withdrawn, as
 * an offer's last day cannot come before its first.
 */
export function endingOf(
  start: string,
  end: string,
  today: string,
): { kind: 'end'; end: string } | { kind: 'withdraw' } | { kind: 'ended' } {
  if (end < today) return { kind: 'ended' };
  if (start < today) return { kind: 'end', end: addDays(today, -1) };
  return { kind: 'withdraw' };
}

/** POST /ebsn/api/staff/offers/{id}/end: the offer as it now stands, null when it was withdrawn. */
export const StaffOfferEndSchema = z.object({
  withdrawn: z.boolean(),
  offer: StaffOfferSchema.nullable(),
});
export type StaffOfferEnd = z.infer<typeof StaffOfferEndSchema>;
