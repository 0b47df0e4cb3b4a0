import type { Cents } from '../price/money';
import { countedUnitOf } from '../orders/delivered-quantity';
import { ORDINARY_VAT_RATE, spreadOverRates, type VatLine, type VatRate } from './vat';
import { DOCUMENT_LINE_MESSAGES } from '../texts/invoices';

/**
 * What a line is to the tax office: goods (and bags) sold, or an amount that
 * adjusts them (FatturaPA's TipoCessionePrestazione: SC a discount, AB an
 * allowance, AC an accessory charge such as the delivery).
 */
export type DocumentLineKind = 'goods' | 'discount' | 'allowance' | 'accessory';

/** How much of a product a line sold, at what price a unit (FatturaPA's Quantita, UnitaMisura, PrezzoUnitario). */
export interface LineMeasure {
  /** Pieces or packs, or kg to the gram for a weighed line. */
  amount: number;
  /** 'pz', 'kg'. */
  unit: string;
  /**
   * A unit's price, VAT included, in cents: the piece's or the pack's, or the
   * kilo's. amount × this, less what a multi-buy or a substitute's cap took
   * off, is the line's amount.
   */
  unitGrossCents: number;
}

/** What an order keeps of a delivered line, as its document reads it. */
export interface SoldLine {
  variableWeight: boolean;
  /** As ordered, in the selling unit. */
  quantity: number;
  /** As ordered: '2 pz', '500 g'. */
  quantityDisplay: string;
  /** Estimated kg at checkout (weighed lines). */
  weight: number | null;
  deliveredQuantity: number | null;
  /** Weighed at picking, kg. */
  deliveredWeight: number | null;
  /** The line's final amount. */
  grossCents: Cents;
  /** A weighed line's price per kg as sold; null for a counted line. */
  pricePerKgCents: Cents | null;
  /** What the line's multi-buy took off at checkout (0 when none). */
  offerCents: Cents;
}

/**
 * A delivered line's quantity and unit price: a weighed line by the kilos
 * found at its price per kg; a counted line by its pieces or packs at the
 * price before its multi-buy (or, for a substitute charged below its own
 * price, at what it was charged a unit), so the multi-buy shows as a discount
 * and not as a lower price.
 */
export function lineMeasureOf(line: SoldLine): LineMeasure {
  if (line.variableWeight && line.pricePerKgCents !== null)
    return {
      amount: line.deliveredWeight ?? line.weight ?? line.quantity,
      unit: 'kg',
      unitGrossCents: line.pricePerKgCents,
    };
  const amount = line.deliveredQuantity || line.quantity;
  // A multi-buy counts the units ordered: a line delivered short was priced without it.
  const offerCents = amount === line.quantity ? line.offerCents : 0;
  return {
    amount,
    unit: countedUnitOf(line.quantityDisplay),
    unitGrossCents: (line.grossCents + offerCents) / amount,
  };
}

/** A line of a receipt or invoice: what was sold, how much, at which rate, for how much. */
export interface DocumentLine extends VatLine {
  kind: DocumentLineKind;
  description: string;
  /** As delivered: '2 pz', '760 g' for a weighed line, '1' for a discount. */
  quantity: string;
  /** Goods and bags: how many units at what price; absent for the other kinds. */
  measure?: LineMeasure;
}

/** A delivered line of goods, with what it cost at checkout. */
export interface DeliveredGoodsLine extends Omit<DocumentLine, 'kind'> {
  /**
   * The line's price when the order was placed (a weighed line's estimate);
   * a line whose final amount is above it is what made the card's
   * reservation too small.
   */
  orderedCents: Cents;
}

export interface DocumentLinesInput {
  /** The delivered goods at their final amounts (missing lines left out). */
  goods: readonly DeliveredGoodsLine[];
  /** The codes' discount: never more than the goods are worth (finalOrderAmount). */
  discountCents: Cents;
  /** 'Sconto BENVENUTO10'. */
  discountLabel: string;
  /** What the store waived above the card's reservation (finalOrderAmount). */
  waivedCents: Cents;
  /** Bags: goods of their own, at the ordinary rate. */
  bags: readonly Omit<DocumentLine, 'rate' | 'kind'>[];
  deliveryFeeCents: Cents;
}

type RateAmounts = Map<VatRate, Cents>;

const amountsOf = (shares: readonly { rate: VatRate; amountCents: Cents }[]): RateAmounts => {
  const byRate: RateAmounts = new Map();
  for (const { rate, amountCents } of shares)
    byRate.set(rate, (byRate.get(rate) ?? 0) + amountCents);
  return byRate;
};

const asLines = (byRate: RateAmounts): VatLine[] =>
  [...byRate.entries()].map(([rate, grossCents]) => ({ rate, grossCents }));

const minus = (from: RateAmounts, taken: RateAmounts): RateAmounts =>
  new Map([...from.entries()].map(([rate, cents]) => [rate, cents - (taken.get(rate) ?? 0)]));

/**
 * The waived amount by rate, charged to the lines that caused it: the lines
 * whose final amount came out above their price at checkout (weighed goods
 * heavier than estimated), in proportion to how much above. Only what those
 * lines do not explain (a bag the picker had to add) is spread over all the
 * goods' rates.
 */
function waivedByRate(waivedCents: Cents, goods: readonly DeliveredGoodsLine[]): RateAmounts {
  const above = goods.map((l) => ({
    rate: l.rate,
    grossCents: Math.max(0, l.grossCents - l.orderedCents),
  }));
  const explained = Math.min(
    waivedCents,
    above.reduce((sum, l) => sum + l.grossCents, 0),
  );
  return amountsOf([
    ...spreadOverRates(explained, above),
    ...spreadOverRates(waivedCents - explained, goods),
  ]);
}

/**
 * The lines of an order's fiscal document (decision 039): the goods at the
 * rates they were sold at; the waived amount at the rates of the goods that
 * came out heavier; the codes' discount over what is left of each rate in
 * proportion; the delivery, a transport accessory to the goods (art. 12 DPR
 * 633/72), over the goods' rates in proportion to what was paid for them at
 * each; bags at the ordinary rate. They add up to the order's final total.
 */
export function documentLinesOf({
  goods,
  discountCents,
  discountLabel,
  waivedCents,
  bags,
  deliveryFeeCents,
}: DocumentLinesInput): DocumentLine[] {
  const goodsByRate = amountsOf(goods.map((l) => ({ rate: l.rate, amountCents: l.grossCents })));
  const waived = waivedByRate(Math.max(0, waivedCents), goods);
  const afterWaiver = minus(goodsByRate, waived);
  const discount = amountsOf(spreadOverRates(Math.max(0, discountCents), asLines(afterWaiver)));
  const paid = minus(afterWaiver, discount);
  const delivery = spreadOverRates(Math.max(0, deliveryFeeCents), asLines(paid));
  const adjustments = (
    kind: DocumentLineKind,
    byRate: RateAmounts,
    description: string,
    sign: 1 | -1,
  ): DocumentLine[] =>
    [...byRate.entries()]
      .filter(([, cents]) => cents !== 0)
      .sort(([a], [b]) => a - b)
      .map(([rate, cents]) => ({
        kind,
        description: DOCUMENT_LINE_MESSAGES.atRate(description, rate),
        quantity: '1',
        rate,
        grossCents: sign * cents,
      }));
  return [
    ...goods.map(({ description, quantity, rate, grossCents, measure }) => ({
      kind: 'goods' as const,
      description,
      quantity,
      rate,
      grossCents,
      ...(measure ? { measure } : {}),
    })),
    ...adjustments('discount', discount, discountLabel, -1),
    ...adjustments('allowance', waived, DOCUMENT_LINE_MESSAGES.waived, -1),
    ...bags
      .filter((b) => b.grossCents > 0)
      .map((b) => ({ ...b, kind: 'goods' as const, rate: ORDINARY_VAT_RATE })),
    // With nothing paid for goods (a code covering them all), the transport has no goods' rate to follow.
    ...(delivery.length > 0
      ? adjustments('accessory', amountsOf(delivery), DOCUMENT_LINE_MESSAGES.delivery, 1)
      : deliveryFeeCents > 0
        ? [
            {
              kind: 'accessory' as const,
              description: DOCUMENT_LINE_MESSAGES.delivery,
              quantity: '1',
              rate: ORDINARY_VAT_RATE,
              grossCents: deliveryFeeCents,
            },
          ]
        : []),
  ];
}
