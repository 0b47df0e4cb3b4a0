import type { Cents } from '../price/money';
import { ORDINARY_VAT_RATE, spreadOverRates, type VatLine } from './vat';
import { DOCUMENT_LINE_MESSAGES } from '../texts/invoices';

/** A line of a receipt or invoice: what was sold, how much, at which rate, for how much. */
export interface DocumentLine extends VatLine {
  description: string;
  /** As delivered: '2 pz', '760 g' for a weighed line, '1' for a discount. */
  quantity: string;
}

export interface DocumentLinesInput {
  /** The delivered goods at their final amounts (missing lines left out). */
  goods: readonly DocumentLine[];
  /** The codes' discount: never more than the goods are worth (finalOrderAmount). */
  discountCents: Cents;
  /** 'Sconto BENVENUTO10'. */
  discountLabel: string;
  /** What the store waived above the card's reservation (finalOrderAmount). */
  waivedCents: Cents;
  /** Bags and the delivery fee: services and goods at the ordinary rate. */
  bags: readonly Omit<DocumentLine, 'rate'>[];
  deliveryFeeCents: Cents;
}

/**
 * The lines of an order's fiscal document (decision 027): the goods at the
 * rates they were sold at; the discount and the waived amount spread over the
 * goods' rates in proportion, so each rate's taxable amount is what was paid
 * at that rate; bags and the delivery at the ordinary rate. They add up to the
 * order's final total.
 */
export function documentLinesOf({
  goods,
  discountCents,
  discountLabel,
  waivedCents,
  bags,
  deliveryFeeCents,
}: DocumentLinesInput): DocumentLine[] {
  const spread = (amountCents: Cents, description: string): DocumentLine[] =>
    spreadOverRates(Math.max(0, amountCents), goods).map(({ rate, amountCents: share }) => ({
      description: DOCUMENT_LINE_MESSAGES.atRate(description, rate),
      quantity: '1',
      rate,
      grossCents: -share,
    }));
  const ordinary = (line: Omit<DocumentLine, 'rate'>): DocumentLine => ({
    ...line,
    rate: ORDINARY_VAT_RATE,
  });
  return [
    ...goods,
    ...spread(discountCents, discountLabel),
    ...spread(waivedCents, DOCUMENT_LINE_MESSAGES.waived),
    ...bags.filter((b) => b.grossCents > 0).map(ordinary),
    ...(deliveryFeeCents > 0
      ? [
          ordinary({
            description: DOCUMENT_LINE_MESSAGES.delivery,
            quantity: '1',
            grossCents: deliveryFeeCents,
          }),
        ]
      : []),
  ];
}
