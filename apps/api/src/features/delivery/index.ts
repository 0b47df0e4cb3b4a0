/**
 * The delivery model shared by the address, store, timeslot and cart features:
 * addresses and pickup points, home-delivery zones, timeslot calendars with
 * capacity, and the cart's delivery choice. No routes of its own.
 */
export type { AddressRecord, NewHomeAddress } from './addresses-repo';
export {
  findHomeAddress,
  findVisibleAddress,
  insertHomeAddress,
  listStorePickupPoints,
  listVisibleAddresses,
  softDeleteHomeAddress,
  updateHomeAddress,
} from './addresses-repo';
export { loadZones } from './zones-repo';
export { matchZone, type Zone, type ZoneMatch } from './zones';
export { DELIVERY_SERVICE_TABS, deliveryServiceIdOf, toAddress } from './mappers';
export { currentDelivery, type CartContext } from './cart-context';
export {
  carryLastAddress,
  preferAddress,
  selectAddress,
  type SelectAddressInput,
} from './select-address';
export { selectTimeslot, type SelectTimeslotInput, type CalendarOptions } from './select-timeslot';
export { cartDeliveryView, type CartDeliveryView } from './cart-view';
export { cartCalendar, type CartCalendarOptions } from './cart-calendar';
export { consumeCartSlot } from './consume-slot';
export { releaseOrderedPlace, romeDayStart, romeNextDayStart } from './calendar-repo';
export { findCartSlot, saveCartDelivery } from './cart-delivery-repo';
export { calendarWindow, closedDates, prepareCalendar } from './calendar-window';
export { findStore, listStores, type StoreRow } from './stores-repo';
export { holidaysBetween } from './holidays';
export { WEEKDAY_NAMES } from './calendar-dates';
export { purgeExpiredHoldsJob } from './jobs';
export { applyDeliverySetup, setupFacts, type SetupCounts } from './setup-feed';
export {
  changeSlotCapacity,
  checkManagerDay,
  closeSlot,
  closeWarehouseDay,
  managerCalendar,
  moveOrderedPlace,
  reopenSlot,
  reopenWarehouseDay,
  type MovedSlot,
} from './manager-calendar';
export { eraseAddressesOf } from './erasure-repo';
