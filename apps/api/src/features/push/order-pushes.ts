import { PUSH_MESSAGES as T, formatEuro, orderPagePath, type PushMessage } from '@spesa/domain';
import type { Db } from '../../db/client';
import { formatDay, formatSlot } from '../mail';
import { enqueuePush } from './enqueue';

/** What a push about an order needs of it. */
export interface OrderPushFacts {
  orderId: number;
  userId: number;
  brandId: string;
  /** 'YYYY-MM-DD' */
  deliveryDate: string;
  /** '10:00' or '10:00:00' */
  beginTime: string;
  endTime: string;
}

/** The moments the shopper hears of on their devices (decision 035). */
export type OrderPushEvent =
  | { kind: 'order.confirmed' }
  | { kind: 'order.in-preparation' }
  | { kind: 'order.out-for-delivery' }
  | { kind: 'order.ready-for-pickup' }
  | { kind: 'order.delivered'; partially: boolean; finalCents: number }
  | { kind: 'order.payment-suspended' }
  | { kind: 'order.moved' };

const hhmm = (time: string) => time.slice(0, 5);

/** The title and body of each moment, in the mails' words. */
export function orderPushText(
  order: OrderPushFacts,
  event: OrderPushEvent,
): { title: string; body: string } {
  const n = order.orderId;
  const day = formatDay(order.deliveryDate);
  const slot = formatSlot(order.beginTime, order.endTime);
  switch (event.kind) {
    case 'order.confirmed':
      return { title: T.confirmedTitle(n), body: T.confirmed(day, slot) };
    case 'order.in-preparation':
      return { title: T.inPreparationTitle(n), body: T.inPreparation };
    case 'order.out-for-delivery':
      return { title: T.outTitle(n), body: T.out(hhmm(order.beginTime), hhmm(order.endTime)) };
    case 'order.ready-for-pickup':
      return { title: T.readyTitle(n), body: T.ready(day, slot) };
    case 'order.delivered':
      return {
        title: T.deliveredTitle(n, event.partially),
        body: T.delivered(formatEuro(event.finalCents)),
      };
    case 'order.payment-suspended':
      return { title: T.paymentSuspendedTitle(n), body: T.paymentSuspended };
    case 'order.moved':
      return { title: T.movedTitle(n), body: T.moved(day, slot) };
  }
}

/** SPEC §3 Push message: the words twice (aps.alert for the native apps), and where a tap leads. */
export const pushMessage = (title: string, body: string, navTo: string): PushMessage => ({
  aps: { alert: { title, body } },
  title,
  body,
  nav_to: navTo,
});

/**
 * Queues the push of an order's moment to each of the shopper's web devices,
 * in the caller's transaction, beside the mail of the same moment.
 */
export async function queueOrderPush(
  tx: Db,
  order: OrderPushFacts,
  event: OrderPushEvent,
): Promise<number> {
  const { title, body } = orderPushText(order, event);
  return enqueuePush(tx, {
    userId: order.userId,
    brandId: order.brandId,
    kind: event.kind,
    message: pushMessage(title, body, orderPagePath(order.orderId)),
  });
}
