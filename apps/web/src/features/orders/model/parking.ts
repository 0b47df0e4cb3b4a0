import {
  isParkingReservableStatus,
  isPickupAddressType,
  type Order,
  onFirstUse,
} from '@spesa/domain';

const romeDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }));

/** 'Prenota parcheggio' is offered for a store or locker pickup collected today (Italian date). */
export const canReserveParking = (order: Order, now: Date = new Date()): boolean =>
  isPickupAddressType(order.shippingAddress.addressTypeId) &&
  isParkingReservableStatus(order.orderStatusId) &&
  order.deliveryDate === romeDate().format(now);
