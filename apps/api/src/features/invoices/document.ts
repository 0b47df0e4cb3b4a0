import {
  DOCUMENT_LINE_MESSAGES as LINE,
  INVOICE_PDF_MESSAGES as T,
  ORDER_PAYMENT_TYPE,
  ORDINARY_VAT_RATE,
  deliveredQuantityText,
  documentLinesOf,
  eurosToCents,
  lineMeasureOf,
  isOrderHandedOver,
  isVatRate,
  orderPaymentTypeLabel,
  vatSummary,
  type DeliveredGoodsLine,
  type DocumentLine,
  type VatRate,
  type VatSummaryRow,
  shopDayOf,
} from '@spesa/domain';
import type { OrderParts, OrderRow } from '../orders';
import type { Seller } from './sellers';

export type InvoiceLine = DocumentLine;

export interface InvoiceBuyer {
  /** Company name, or first and last name. */
  name: string;
  company: boolean;
  firstName: string | null;
  lastName: string | null;
  fiscalCode: string | null;
  vatNumber: string | null;
  pec: string | null;
  sdiCode: string | null;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
}

/** An order's fiscal document: an invoice when the shopper asked for one, else a receipt. */
export interface InvoiceDocument {
  kind: 'fattura' | 'ricevuta';
  /** 'year/orderId': one document per order, numbered by it in the year it was issued. */
  number: string;
  /** YYYY-MM-DD: the day it was issued (Rome), when the goods were handed over. */
  date: string;
  orderId: number;
  seller: Seller;
  buyer: InvoiceBuyer | null;
  lines: InvoiceLine[];
  vat: VatSummaryRow[];
  /** The order's final total: the lines' sum. */
  totalCents: number;
  paymentTypeId: number;
  /** How it was paid: 'Pagamento online, carta Visa ****4242'. */
  paymentDescr: string;
  /** What was charged or collected; null while nothing is (deferred payment, summary invoice). */
  paidCents: number | null;
}

/** Delivered (in full or in part): the goods, weights and amounts are final. */
export const isInvoiceable = (order: Pick<OrderRow, 'orderStatusId'>): boolean =>
  isOrderHandedOver(order.orderStatusId);

const buyerOf = (invoice: Record<string, string | null> | null): InvoiceBuyer | null => {
  if (!invoice) return null;
  const company = invoice.personType === 'company';
  const text = (key: string) => invoice[key] ?? null;
  return {
    name: company
      ? (text('companyName') ?? '')
      : [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    company,
    firstName: text('firstName'),
    lastName: text('lastName'),
    fiscalCode: text('fiscalCode'),
    vatNumber: text('vatNumber'),
    pec: text('pec'),
    sdiCode: text('sdiCode'),
    address1: text('address1') ?? '',
    addressNumber: text('addressNumber') ?? '',
    postalcode: text('postalcode') ?? '',
    city: text('city') ?? '',
    province: text('province') ?? '',
  };
};

/** The rate an order line was sold at; a value the law does not have is read as the ordinary one. */
const rateOf = (stored: number): VatRate => (isVatRate(stored) ? stored : ORDINARY_VAT_RATE);

/**
 * The day the document was issued: set when the order was handed over; for
 * an order delivered before that was recorded, the day (Rome) its history
 * says it was delivered; the slot's day only when neither is known.
 */
function issueDateOf(order: OrderRow, parts: OrderParts): string {
  if (order.invoiceDate) return order.invoiceDate;
  const delivered = [...parts.history].reverse().find((h) => isOrderHandedOver(h.orderStatusId));
  return delivered ? shopDayOf(delivered.at) : order.deliveryDate;
}

/** What the payment gateway or the courier collected, and how it reads on the document. */
function paymentOf(
  order: OrderRow,
  parts: OrderParts,
): { descr: string; paidCents: number | null } {
  const label = orderPaymentTypeLabel(order.paymentTypeId) ?? '';
  const captured = parts.transactions.filter((t) => t.capturedCents > 0);
  const card = captured.find((t) => t.cardBrand && t.cardLast4);
  return {
    descr: card ? T.paidByCard(label, String(card.cardBrand), String(card.cardLast4)) : label,
    paidCents:
      captured.length > 0
        ? captured.reduce((sum, t) => sum + t.capturedCents, 0)
        : order.paymentTypeId === ORDER_PAYMENT_TYPE.ON_DELIVERY
          ? order.finalTotalCents
          : null,
  };
}

/** The euros a line's multi-buy took off, as the order keeps them, in cents. */
const offerSavingCents = (offer: unknown): number =>
  typeof offer === 'object' && offer !== null && 'saving' in offer
    ? eurosToCents(Number(offer.saving))
    : 0;

/** A line sold with a multi-buy says so: its amount is the offer's ('Detersivo (offerta 3x2)'). */
const withOffer = (name: string, offer: unknown): string =>
  typeof offer === 'object' && offer !== null && 'label' in offer
    ? LINE.withOffer(name, String(offer.label))
    : name;

/**
 * The document of a delivered order (decisions 027 and 039): each delivered
 * line at the VAT rate it was sold at, its final amount and its quantity at
 * its unit price (a weighed line by the kilos found); what the store waived
 * above the card's reservation at the rates of the lines that came out
 * heavier; the codes over what is left at each rate; the delivery over the
 * goods' rates, as a transport accessory to them; the bags at the ordinary
 * rate. The lines add up to the order's final total.
 */
export function invoiceDocumentOf(
  order: OrderRow,
  parts: OrderParts,
  seller: Seller,
): InvoiceDocument {
  const goods: DeliveredGoodsLine[] = parts.items
    .filter((i) => i.finalGrossTotalCents !== 0)
    .map((i) => {
      const grossCents = i.finalGrossTotalCents ?? i.grossTotalCents;
      return {
        description: withOffer(String(i.product.name ?? ''), i.product.offer),
        quantity: deliveredQuantityText(i) ?? i.quantityDisplay,
        rate: rateOf(i.vatRate),
        grossCents,
        orderedCents: i.grossTotalCents,
        measure: lineMeasureOf({
          ...i,
          grossCents,
          pricePerKgCents: i.variableWeight ? eurosToCents(Number(i.product.priceDisplay)) : null,
          offerCents: offerSavingCents(i.product.offer),
        }),
      };
    });
  const goodsCents = goods.reduce((sum, l) => sum + l.grossCents, 0);
  const lines = documentLinesOf({
    goods,
    // A discount never takes more than the goods are worth (finalOrderAmount).
    discountCents: Math.min(
      goodsCents,
      parts.adjustments.reduce((sum, a) => sum + a.amountCents, 0),
    ),
    discountLabel: LINE.discount(parts.adjustments.map((a) => a.code)),
    waivedCents: order.waivedCents,
    bags: parts.packages.map((p) => ({
      description: p.descr,
      quantity: LINE.pieces(p.quantity),
      grossCents: p.totalCents,
      measure: {
        amount: p.quantity,
        unit: LINE.piecesUnit,
        unitGrossCents: p.totalCents / p.quantity,
      },
    })),
    deliveryFeeCents: order.deliveryFeeCents,
  });
  const vat = vatSummary(lines.map(({ grossCents, rate }) => ({ grossCents, rate })));
  const buyer = buyerOf(order.invoiceData);
  const date = issueDateOf(order, parts);
  const payment = paymentOf(order, parts);
  return {
    kind: buyer ? 'fattura' : 'ricevuta',
    number: `${date.slice(0, 4)}/${order.orderId}`,
    date,
    orderId: order.orderId,
    seller,
    buyer,
    lines,
    vat,
    totalCents: vat.reduce((sum, row) => sum + row.grossCents, 0),
    paymentTypeId: order.paymentTypeId,
    paymentDescr: payment.descr,
    paidCents: payment.paidCents,
  };
}
