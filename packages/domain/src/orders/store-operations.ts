import { assertCents, type Cents } from '../price/money';
import { weighedCents } from '../quantity/weights';
import { ORDER_STATUS } from './order-status';

/**
 * The store's side of an order's life (issue 16, docs/rules/orders.md Orders): which
 * status a staff member may move an order to, how a weighed line is checked,
 * and what the shopper pays once the goods are known.
 */

export interface TransitionContext {
  /** Store pickup: no 'in consegna', and 'non ritirato' instead. */
  pickup: boolean;
  /** Weighed lines (Sfuso, Peso) still without their actual weight or a 'missing' mark. */
  unweighedLines: number;
  /** Lines marked missing and not substituted. */
  missingLines: number;
}

export type TransitionCheck = { ok: true } | { ok: false; code: string; message: string };

const refused = (code: string, message: string): TransitionCheck => ({ ok: false, code, message });

/** The statuses a staff member can ask for, in the order of an order's life. */
export const STAFF_TARGET_STATUSES = [
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.ALMOST_READY,
  ORDER_STATUS.IN_DELIVERY,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
  ORDER_STATUS.NOT_COLLECTED,
] as const;

export type StaffTargetStatus = (typeof STAFF_TARGET_STATUSES)[number];

const PREPARING: ReadonlySet<number> = new Set([
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_ALT,
]);
const OUT: ReadonlySet<number> = new Set([ORDER_STATUS.IN_DELIVERY, ORDER_STATUS.IN_DELIVERY_ALT]);

/**
 * Each move the store makes, from the status the order is in:
 * 3 → 4 (taken in charge: from then on the shopper can no longer edit or
 * cancel); 4/5 → 6 once every weighed line has its weight or is missing;
 * 6 → 7 for a home delivery; 7/18 → 8/9 for a home delivery, 6 → 8/9/12 for a
 * pickup. 8 means every line went out; 9 that some are missing.
 */
export function checkStaffTransition(
  from: number,
  to: number,
  { pickup, unweighedLines, missingLines }: TransitionContext,
): TransitionCheck {
  switch (to) {
    case ORDER_STATUS.IN_PREPARATION:
      if (from === ORDER_STATUS.ORDERED) return { ok: true };
      if (PREPARING.has(from))
        return refused('staff.already_taken', "L'ordine è già stato preso in carico.");
      return refused(
        'staff.not_takeable',
        'Si possono prendere in carico solo gli ordini confermati.',
      );
    case ORDER_STATUS.ALMOST_READY:
      if (!PREPARING.has(from))
        return refused('staff.not_preparing', "L'ordine non è in preparazione.");
      if (unweighedLines > 0)
        return refused(
          'staff.unweighed',
          unweighedLines === 1
            ? 'Manca il peso di un prodotto: pesalo o segnalo come mancante.'
            : `Manca il peso di ${unweighedLines} prodotti: pesali o segnalali come mancanti.`,
        );
      return { ok: true };
    case ORDER_STATUS.IN_DELIVERY:
      if (pickup)
        return refused(
          'staff.pickup_no_delivery',
          'Un ordine da ritirare in negozio non va in consegna.',
        );
      if (from !== ORDER_STATUS.ALMOST_READY)
        return refused('staff.not_ready', "L'ordine non è ancora pronto.");
      return { ok: true };
    case ORDER_STATUS.DELIVERED:
    case ORDER_STATUS.PARTIALLY_DELIVERED: {
      const readyToHandOver = pickup ? from === ORDER_STATUS.ALMOST_READY : OUT.has(from);
      if (!readyToHandOver)
        return refused(
          'staff.not_out',
          pickup ? "L'ordine non è ancora pronto per il ritiro." : "L'ordine non è in consegna.",
        );
      if (to === ORDER_STATUS.DELIVERED && missingLines > 0)
        return refused(
          'staff.missing_lines',
          "Alcuni prodotti mancano: segna l'ordine come consegnato parzialmente.",
        );
      if (to === ORDER_STATUS.PARTIALLY_DELIVERED && missingLines === 0)
        return refused(
          'staff.nothing_missing',
          "Non manca nessun prodotto: segna l'ordine come consegnato.",
        );
      return { ok: true };
    }
    case ORDER_STATUS.NOT_COLLECTED:
      if (!pickup)
        return refused(
          'staff.not_pickup',
          'Solo un ordine da ritirare in negozio può risultare non ritirato.',
        );
      if (from !== ORDER_STATUS.ALMOST_READY)
        return refused('staff.not_ready', "L'ordine non è ancora pronto per il ritiro.");
      return { ok: true };
    default:
      return refused('staff.unknown_status', 'Questo stato non si può impostare dalla console.');
  }
}

/** Weights are entered in kg, to the gram. */
export interface WeightRules {
  /** Above ordered × (1 + this / 100) the picker must confirm. */
  confirmAbovePercent: number;
  /** Above ordered × this, the weight is refused as a typing error. */
  refuseAboveFactor: number;
}

export const WEIGHT_RULES: WeightRules = { confirmAbovePercent: 30, refuseAboveFactor: 3 };

export type WeightCheck =
  { ok: true; weightKg: number } | { ok: false; needsConfirmation: boolean; message: string };

/** A picker's weight for a line of `orderedKg`: positive, plausible, confirmed when well above. */
export function checkDeliveredWeight(
  orderedKg: number,
  weightKg: number,
  confirmed: boolean,
  rules: WeightRules = WEIGHT_RULES,
): WeightCheck {
  if (!Number.isFinite(weightKg) || weightKg <= 0)
    return { ok: false, needsConfirmation: false, message: 'Inserisci un peso maggiore di zero.' };
  const grams = Math.round(weightKg * 1000);
  if (grams < 1)
    return { ok: false, needsConfirmation: false, message: 'Inserisci un peso di almeno 1 g.' };
  const kg = grams / 1000;
  if (orderedKg > 0 && kg > orderedKg * rules.refuseAboveFactor)
    return {
      ok: false,
      needsConfirmation: false,
      message: `Peso non plausibile: più di ${rules.refuseAboveFactor} volte il peso ordinato.`,
    };
  if (!confirmed && orderedKg > 0 && kg > orderedKg * (1 + rules.confirmAbovePercent / 100))
    return {
      ok: false,
      needsConfirmation: true,
      message: `Il peso supera di oltre il ${rules.confirmAbovePercent}% quello ordinato: confermi?`,
    };
  return { ok: true, weightKg: kg };
}

export interface PickedLine {
  /** The line's price at checkout (for a weighed line: its estimated weight's). */
  grossTotalCents: Cents;
  variableWeight: boolean;
  /** A weighed line's price per kg as sold (a substitute's: at most the original's); null for counted lines. */
  pricePerKgCents: Cents | null;
  /** Weighed at picking, kg. */
  deliveredWeightKg: number | null;
  /** Not delivered at all (missing; a substitute is a line of its own). */
  missing: boolean;
}

/**
 * What a line costs once picked: nothing when missing, the weight delivered at
 * the price per kg it was sold at for a weighed line, rounded once as the
 * shelf would (the estimate is already rounded: scaling it bills 800 g of
 * apples at 2,39 €/kg 1,92 € instead of 1,91 €), else its price.
 */
export function finalLineCents(line: PickedLine): Cents {
  assertCents(line.grossTotalCents, 'Line total');
  if (line.missing) return 0;
  if (line.variableWeight && line.deliveredWeightKg !== null) {
    if (line.pricePerKgCents === null) throw new Error('a weighed line needs its price per kg');
    assertCents(line.pricePerKgCents, 'Price per kg');
    return weighedCents(line.pricePerKgCents, line.deliveredWeightKg);
  }
  return line.grossTotalCents;
}

export interface FinalAmountInput {
  lines: PickedLine[];
  /** Bags. */
  packageCents: Cents;
  deliveryFeeCents: Cents;
  /** The codes the order carries: they never take more than the goods are worth. */
  discountCents: Cents;
  /**
   * What the card reserved at checkout; null when nothing is reserved (paid
   * on delivery). The order never costs more than this (decision 027).
   */
  reservedCents: Cents | null;
}

export interface FinalAmount {
  goodsCents: Cents;
  discountCents: Cents;
  /** Taken off because the delivered goods came to more than the card reserved. */
  waivedCents: Cents;
  /** goods − discount + bags + delivery − waived: what the shopper pays. */
  totalCents: Cents;
}

/**
 * The amount the shopper pays for what was delivered (issue 16 'money follows
 * the goods'). A card order is charged at most what its card reserved: the
 * shopper was told the reservation was the most the order could cost, so
 * heavier goods above it are the store's (decision 027), waived on the order,
 * its mail and its documents alike.
 */
export function finalOrderAmount({
  lines,
  packageCents,
  deliveryFeeCents,
  discountCents,
  reservedCents,
}: FinalAmountInput): FinalAmount {
  assertCents(packageCents, 'Packages');
  assertCents(deliveryFeeCents, 'Delivery fee');
  assertCents(discountCents, 'Discount');
  if (reservedCents !== null) assertCents(reservedCents, 'Reserved amount');
  const goodsCents = lines.reduce((sum, line) => sum + finalLineCents(line), 0);
  const discount = Math.min(Math.max(0, discountCents), goodsCents);
  const dueCents = goodsCents - discount + packageCents + deliveryFeeCents;
  const waivedCents = reservedCents === null ? 0 : Math.max(0, dueCents - reservedCents);
  return {
    goodsCents,
    discountCents: discount,
    waivedCents,
    totalCents: dueCents - waivedCents,
  };
}

export interface CapturePlan {
  /** Charged on the card now. */
  captureCents: Cents;
  /** Left of the reservation, released by the partial capture. */
  releasedCents: Cents;
}

/**
 * The card is charged for the final amount, which finalOrderAmount keeps
 * within the reservation; the rest of the reservation is released.
 */
export function capturePlan(finalCents: Cents, authorisedCents: Cents): CapturePlan {
  assertCents(finalCents, 'Final amount');
  assertCents(authorisedCents, 'Authorised amount');
  const captureCents = Math.max(0, Math.min(finalCents, authorisedCents));
  return { captureCents, releasedCents: authorisedCents - captureCents };
}
