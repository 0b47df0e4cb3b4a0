import {
  ORDER_STATUS,
  isOrderClosed,
  isOrderWaitingPayment,
  orderStatusLabel,
} from '@spesa/domain';

/** The colour groups of docs/rules/orders.md Orders' statuses. */
export type StatusTone = 'waiting' | 'active' | 'delivered' | 'cancelled' | 'failed';

const DELIVERED: ReadonlySet<number> = new Set([
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
]);
const CANCELLED: ReadonlySet<number> = new Set([ORDER_STATUS.CANCELLED, ORDER_STATUS.INVALIDATED]);

export function statusTone(statusId: number): StatusTone {
  if (isOrderWaitingPayment(statusId)) return 'waiting';
  if (DELIVERED.has(statusId)) return 'delivered';
  if (CANCELLED.has(statusId)) return 'cancelled';
  // Not collected and failed: closed without the shopper getting the goods.
  if (isOrderClosed(statusId)) return 'failed';
  return 'active';
}

/** The domain's label; the server's description for an id the table does not know. */
export const statusLabel = (statusId: number, fallback: string): string =>
  orderStatusLabel(statusId) ?? fallback;
