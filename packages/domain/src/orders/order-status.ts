import { isKeyOf } from '../lookup';

/**
 * Order status ids (docs/rules/orders.md Orders). The spec gives 4 and 5 the same meaning,
 * and 7 and 18, without saying what tells them apart; the _ALT ids exist so
 * orders imported from the provider display correctly. New orders use the
 * first id of each pair.
 */
export const ORDER_STATUS = {
  WAITING_PAYMENT: 1,
  COMPLETE_PAYMENT: 2,
  ORDERED: 3,
  IN_PREPARATION: 4,
  IN_PREPARATION_ALT: 5,
  ALMOST_READY: 6,
  IN_DELIVERY: 7,
  DELIVERED: 8,
  PARTIALLY_DELIVERED: 9,
  CANCELLED: 10,
  INVALIDATED: 11,
  NOT_COLLECTED: 12,
  FAILED: 13,
  IN_DELIVERY_ALT: 18,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusId, string>> = {
  1: 'In attesa di pagamento',
  2: 'Completa il pagamento',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione',
  6: 'Quasi pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Fallito',
  18: 'In consegna',
};

export const isOrderStatusId = (id: number): id is OrderStatusId =>
  isKeyOf(ORDER_STATUS_LABELS, id);

/** Undefined for an id the table does not know, so the caller chooses the fallback. */
export const orderStatusLabel = (id: number): string | undefined =>
  isOrderStatusId(id) ? ORDER_STATUS_LABELS[id] : undefined;

const statusSet = (...ids: OrderStatusId[]): ReadonlySet<number> => new Set(ids);

const WAITING_PAYMENT = statusSet(ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.COMPLETE_PAYMENT);
/** Until the store takes the order in charge (docs/rules/orders.md Orders). */
const EDITABLE = statusSet(
  ORDER_STATUS.WAITING_PAYMENT,
  ORDER_STATUS.COMPLETE_PAYMENT,
  ORDER_STATUS.ORDERED,
);
const IN_PREPARATION = statusSet(ORDER_STATUS.IN_PREPARATION, ORDER_STATUS.IN_PREPARATION_ALT);
const IN_DELIVERY = statusSet(ORDER_STATUS.IN_DELIVERY, ORDER_STATUS.IN_DELIVERY_ALT);
/** Nothing more will happen to these orders (a list, for queries). */
export const CLOSED_ORDER_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.INVALIDATED,
  ORDER_STATUS.NOT_COLLECTED,
  ORDER_STATUS.FAILED,
];
const CLOSED = statusSet(...CLOSED_ORDER_STATUSES);

/** The payment failed or was never completed: the order is suspended until it is paid (docs/rules/checkout-and-payment.md Payment). */
export const isOrderWaitingPayment = (statusId: number): boolean => WAITING_PAYMENT.has(statusId);

/**
 * order/modify: an order placed and paid (or paid on delivery) that the store
 * has not taken in charge. An order still waiting for its payment is paid,
 * has its payment type changed or is cancelled first: editing it would start
 * a second payment beside the one in flight.
 */
export const canEditOrder = (statusId: number): boolean => statusId === ORDER_STATUS.ORDERED;

/** Same window as editing: once the store has the order in charge, neither is possible. */
export const canCancelOrder = (statusId: number): boolean => EDITABLE.has(statusId);

export const isOrderInPreparation = (statusId: number): boolean => IN_PREPARATION.has(statusId);

export const isOrderInDelivery = (statusId: number): boolean => IN_DELIVERY.has(statusId);

export const isOrderClosed = (statusId: number): boolean => CLOSED.has(statusId);

const HANDED_OVER = statusSet(ORDER_STATUS.DELIVERED, ORDER_STATUS.PARTIALLY_DELIVERED);

/** Delivered, whole or in part: its goods, weights and amounts are final. */
export const isOrderHandedOver = (statusId: number): boolean => HANDED_OVER.has(statusId);

/** What deleting the account does to one of its orders. */
export type AccountDeletionEffect = 'cancel' | 'refuse' | 'keep';

/**
 * docs/rules/account.md Account (deletion only with no orders out for delivery), made
 * stricter so no live order outlives its account (decision 027): one the
 * store has not taken in charge is cancelled with the account; one taken in
 * charge or on its way refuses the deletion until it is delivered, since the
 * shopper can no longer cancel it; a closed one stays for the books.
 */
export const accountDeletionEffect = (statusId: number): AccountDeletionEffect =>
  canCancelOrder(statusId) ? 'cancel' : isOrderClosed(statusId) ? 'keep' : 'refuse';
