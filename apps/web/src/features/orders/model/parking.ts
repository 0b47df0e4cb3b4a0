import { ORDER_STATUS, type Order } from '@spesa/domain';

/** SPEC §3 Address: type 3 is a store, where the shopper collects the order. */
const STORE_ADDRESS_TYPE = 3;

/** Ordered or being prepared: the store expects the shopper (order/reserve's rule). */
const RESERVABLE: ReadonlySet<number> = new Set([
  ORDER_STATUS.ORDERED,
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_ALT,
  ORDER_STATUS.ALMOST_READY,
]);

const romeDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** 'Prenota parcheggio' is offered for a store pickup collected today (Italian date). */
export const canReserveParking = (order: Order, now: Date = new Date()): boolean =>
  order.shippingAddress.addressTypeId === STORE_ADDRESS_TYPE &&
  RESERVABLE.has(order.orderStatusId) &&
  order.deliveryDate === romeDate.format(now);
