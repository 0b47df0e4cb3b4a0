import {
  centsToEuros,
  orderPaymentTypeLabel,
  orderStatusLabel,
  paymentStateOf,
  canCancelOrder,
  handoverOf,
  placeLine,
  canEditOrder,
  cartProductCount,
  isOrderWaitingPayment,
  type DueDocument,
  type Order,
  type OrderItem,
  type OrderListItem,
  type OrderSummary,
  DECLINE_MESSAGES,
} from '@spesa/domain';
import type { DeclineCode } from '../../../adapters/payments/port';
import type { CountedItem, ListedItem } from '../repo/list';
import type { OrderItemRow, OrderParts, OrderRow, OrderTransactionRow } from '../repo/orders';
import { ORDER_EDITED_NOTE } from '../repo/replace';

const isDeclineCode = (code: string | null): code is DeclineCode =>
  code !== null && code in DECLINE_MESSAGES;

/** The order's columns a summary reads (the list selects only these). */
type SummarisedOrder = Pick<
  OrderRow,
  | 'orderId'
  | 'orderStatusId'
  | 'paymentTypeId'
  | 'deliveryServiceId'
  | 'shippingAddress'
  | 'deliveryDate'
  | 'beginTime'
  | 'endTime'
  | 'totalCents'
  | 'prebilledCents'
  | 'payBy'
  | 'invoiceData'
>;

/** What the result pages show (OrderSummarySchema). */
export function orderSummaryOf(
  order: SummarisedOrder,
  latest: Pick<OrderTransactionRow, 'transactionStatusId' | 'failureCode'> | undefined,
  totalItems: number,
): OrderSummary {
  const paymentState = paymentStateOf({
    orderStatusId: order.orderStatusId,
    paymentTypeId: order.paymentTypeId,
    latestTransactionStatusId: latest?.transactionStatusId ?? null,
  });
  const failure = latest?.failureCode ?? null;
  return {
    orderId: order.orderId,
    orderStatusId: order.orderStatusId,
    orderStatusDescr: orderStatusLabel(order.orderStatusId) ?? '',
    paymentTypeId: order.paymentTypeId,
    paymentTypeDescr: orderPaymentTypeLabel(order.paymentTypeId) ?? '',
    paymentState,
    paymentError:
      paymentState === 'failed' && isDeclineCode(failure) ? DECLINE_MESSAGES[failure] : null,
    deliveryServiceId: order.deliveryServiceId,
    handover: handoverOf(order.shippingAddress.addressTypeId, order.deliveryServiceId),
    deliveryAddressDescr: placeLine(order.shippingAddress),
    deliveryDate: order.deliveryDate,
    beginTime: order.beginTime,
    endTime: order.endTime,
    totalItems,
    totalPrice: centsToEuros(order.totalCents),
    prebilledAmount: centsToEuros(order.prebilledCents),
    payBy: order.payBy?.toISOString() ?? null,
    isPayable: isOrderWaitingPayment(order.orderStatusId) && paymentState !== 'offline',
    invoiceRequested: order.invoiceData !== null,
  };
}

export const orderItemJson = (i: ListedItem): OrderItem => ({
  orderItemId: i.orderItemId,
  productId: i.productId,
  product: i.product,
  quantity: i.quantity,
  quantityDisplay: i.quantityDisplay,
  weight: i.weight,
  variableWeight: i.variableWeight,
  grossTotal: centsToEuros(i.grossTotalCents),
  acceptAlternatives: i.acceptAlternatives,
  notes: i.notes,
  sectorId: i.sectorId,
  deliveredQuantity: i.deliveredQuantity,
  deliveredWeight: i.deliveredWeight,
  finalGrossTotal: i.finalGrossTotalCents === null ? null : centsToEuros(i.finalGrossTotalCents),
  replacesOrderItemId: i.replacesOrderItemId,
});

/** Without show_replaced, a line a substitute replaced at picking is left out. */
export function shownItems<T extends Pick<OrderItemRow, 'orderItemId' | 'replacesOrderItemId'>>(
  items: readonly T[],
  showReplaced: boolean,
): T[] {
  if (showReplaced) return [...items];
  const replaced = new Set(items.map((i) => i.replacesOrderItemId).filter((id) => id !== null));
  return items.filter((i) => !replaced.has(i.orderItemId));
}

const tipologiaOf = (product: Record<string, unknown>): string | undefined => {
  const infos = product.productInfos;
  if (typeof infos !== 'object' || infos === null || !('TIPOLOGIA' in infos)) return undefined;
  return typeof infos.TIPOLOGIA === 'string' ? infos.TIPOLOGIA : undefined;
};

/**
 * How many products an order holds, counted as its cart counted them
 * (cartProductCount, docs/rules/cart.md), a substitute in place of the line it replaced.
 */
export const orderProductCount = (items: readonly CountedItem[]): number =>
  cartProductCount(
    shownItems(items, false).map((i) => ({
      quantity: i.quantity,
      product: { productInfos: { TIPOLOGIA: tipologiaOf(i.product) } },
    })),
  );

/** A row of My orders; `items` only when the list asks for the detail. */
export function orderListItemJson(
  order: SummarisedOrder & Pick<OrderRow, 'createdAt' | 'placedByAgent'>,
  latest: Pick<OrderTransactionRow, 'transactionStatusId' | 'failureCode'> | undefined,
  totalItems: number,
  items?: readonly ListedItem[],
): OrderListItem {
  return {
    ...orderSummaryOf(order, latest, totalItems),
    addDate: order.createdAt.toISOString(),
    placedByAgent: order.placedByAgent,
    isEditable: canEditOrder(order.orderStatusId),
    isCancelable: canCancelOrder(order.orderStatusId),
    ...(items ? { items: items.map(orderItemJson) } : {}),
  };
}

const cardDescr = (t: OrderTransactionRow) =>
  t.cardLast4 ? `${t.cardBrand ?? 'CARTA'} •••• ${t.cardLast4}` : null;

/** A company's invoice data with an SDI code or PEC: the invoice goes out as FatturaPA. */
const hasEInvoice = (invoice: OrderRow['invoiceData']): boolean =>
  invoice?.personType === 'company' && !!invoice.vatNumber && !!(invoice.sdiCode || invoice.pec);

/** order/view's data.data (OrderSchema). */
export function orderJson(
  order: OrderRow,
  parts: OrderParts,
  showReplaced: boolean,
  dueDocuments: DueDocument[],
): Order {
  const { shippingAddress: a } = order;
  return {
    ...orderSummaryOf(order, parts.transactions.at(-1), orderProductCount(parts.items)),
    addDate: order.createdAt.toISOString(),
    shippingAddress: {
      addressId: a.addressId,
      addressTypeId: a.addressTypeId,
      addressName: a.addressName,
      address1: a.address1,
      addressNumber: a.addressNumber,
      postalcode: a.postalcode,
      city: a.city,
      province: a.province,
    },
    items: shownItems(parts.items, showReplaced).map(orderItemJson),
    orderPackages: parts.packages.map((p) => ({
      orderPackageId: p.orderPackageId,
      descr: p.descr,
      quantity: p.quantity,
      cost: centsToEuros(p.unitCostCents),
      totalPrice: centsToEuros(p.totalCents),
    })),
    orderAdjustments: parts.adjustments.map((adj) => ({
      code: adj.code,
      description: adj.description,
      amount: centsToEuros(adj.amountCents),
    })),
    grossTotal: centsToEuros(order.grossTotalCents),
    giftTotal: centsToEuros(order.giftTotalCents),
    packageTotal: centsToEuros(order.packageTotalCents),
    deliveryFee: centsToEuros(order.deliveryFeeCents),
    waived: centsToEuros(order.waivedCents),
    paid: centsToEuros(
      parts.transactions.reduce((sum, t) => sum + t.capturedCents - t.refundedCents, 0),
    ),
    cartInfos: order.orderInfos,
    loyaltyPoints: order.loyaltyPoints,
    placedByAgent: order.placedByAgent,
    hasEInvoice: hasEInvoice(order.invoiceData),
    transactions: parts.transactions.map((t) => ({
      orderTransactionId: t.orderTransactionId,
      addDate: t.createdAt.toISOString(),
      transactionStatusId: t.transactionStatusId,
      paymentTypeId: t.paymentTypeId,
      authorizedAmount: centsToEuros(t.authorizedCents),
      capturedAmount: centsToEuros(t.capturedCents),
      refundedAmount: centsToEuros(t.refundedCents),
      cardDescr: cardDescr(t),
    })),
    statusHistory: parts.history.map((h) => ({
      orderStatusId: h.orderStatusId,
      at: h.at.toISOString(),
      ...(h.note === ORDER_EDITED_NOTE ? { edited: true } : {}),
    })),
    dueDocuments,
  };
}
