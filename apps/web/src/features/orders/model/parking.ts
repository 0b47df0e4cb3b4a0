import {
  isParkingReservableStatus,
  isPickupAddressType,
  shopDayOf,
  type Order,
} from '@spesa/domain';

/** 'Prenota parcheggio' is offered for a store or locker pickup collected today (Italian date). */
export const canReserveParking = (order: Order, now: Date = new Date()): boolean =>
  isPickupAddressType(order.shippingAddress.addressTypeId) &&
  isParkingReservableStatus(order.orderStatusId) &&
  order.deliveryDate === shopDayOf(now);
