import {
  ORDER_STATUS,
  orderPaymentTypeLabel,
  vatRateOfDepartment,
  vatSummary,
  type VatRate,
  type VatSummaryRow,
} from '@spesa/domain';
import type { OrderParts, OrderRow } from '../orders';
import type { Seller } from './sellers';

export interface InvoiceLine {
  description: string;
  /** As the order shows it: '2 pz', '800 g'. */
  quantity: string;
  rate: VatRate;
  grossCents: number;
}

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
  /** 'year/orderId': one document per order, numbered by it. */
  number: string;
  /** YYYY-MM-DD: the delivery day, when the goods changed hands. */
  date: string;
  orderId: number;
  seller: Seller;
  buyer: InvoiceBuyer | null;
  lines: InvoiceLine[];
  vat: VatSummaryRow[];
  totalCents: number;
  paymentTypeId: number;
  paymentDescr: string;
}

/** Delivered (in full or in part): the goods, weights and amounts are final. */
export const isInvoiceable = (order: Pick<OrderRow, 'orderStatusId'>): boolean =>
  order.orderStatusId === ORDER_STATUS.DELIVERED ||
  order.orderStatusId === ORDER_STATUS.PARTIALLY_DELIVERED;

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

/**
 * The document of a delivered order: each delivered line at its department's
 * VAT rate and final amount, the bags and the delivery fee at the ordinary
 * rate, and the discounts spread over the rates in proportion to the goods
 * (so each rate's taxable amount is what was really paid at that rate).
 */
export function invoiceDocumentOf(
  order: OrderRow,
  parts: OrderParts,
  seller: Seller,
  departmentSlugs: ReadonlyMap<number, string>,
): InvoiceDocument {
  const goods: InvoiceLine[] = parts.items
    .filter((i) => i.finalGrossTotalCents !== 0)
    .map((i) => ({
      description: String(i.product.name ?? ''),
      quantity: i.quantityDisplay,
      rate: vatRateOfDepartment(i.sectorId === null ? null : departmentSlugs.get(i.sectorId)),
      grossCents: i.finalGrossTotalCents ?? i.grossTotalCents,
    }));
  const goodsCents = goods.reduce((sum, l) => sum + l.grossCents, 0);
  const discountCents = parts.adjustments.reduce((sum, a) => sum + a.amountCents, 0);
  const discounts: InvoiceLine[] = [];
  if (discountCents > 0 && goodsCents > 0) {
    const byRate = new Map<VatRate, number>();
    for (const l of goods) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.grossCents);
    let left = discountCents;
    const rates = [...byRate.keys()].sort((a, b) => a - b);
    rates.forEach((rate, index) => {
      const share =
        index === rates.length - 1
          ? left
          : Math.round((discountCents * byRate.get(rate)!) / goodsCents);
      left -= share;
      discounts.push({
        description: `Sconto ${parts.adjustments.map((a) => a.code).join(', ')} (IVA ${rate}%)`,
        quantity: '1',
        rate,
        grossCents: -share,
      });
    });
  }
  const extras: InvoiceLine[] = [
    ...parts.packages
      .filter((p) => p.totalCents > 0)
      .map((p) => ({
        description: p.descr,
        quantity: `${p.quantity} pz`,
        rate: 22 as const,
        grossCents: p.totalCents,
      })),
    ...(order.deliveryFeeCents > 0
      ? [
          {
            description: 'Servizio di consegna',
            quantity: '1',
            rate: 22 as const,
            grossCents: order.deliveryFeeCents,
          },
        ]
      : []),
  ];
  const lines = [...goods, ...discounts, ...extras];
  const vat = vatSummary(lines.map(({ grossCents, rate }) => ({ grossCents, rate })));
  const buyer = buyerOf(order.invoiceData);
  return {
    kind: buyer ? 'fattura' : 'ricevuta',
    number: `${order.deliveryDate.slice(0, 4)}/${order.orderId}`,
    date: order.deliveryDate,
    orderId: order.orderId,
    seller,
    buyer,
    lines,
    vat,
    totalCents: vat.reduce((sum, row) => sum + row.grossCents, 0),
    paymentTypeId: order.paymentTypeId,
    paymentDescr: orderPaymentTypeLabel(order.paymentTypeId) ?? '',
  };
}
