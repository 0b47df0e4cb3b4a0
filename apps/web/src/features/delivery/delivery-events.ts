import type { Address, Cart } from '@spesa/domain';
import { createEventBus } from '../../lib/events';

export type DeliveryUpdateKind = 'address' | 'timeslot';

export type DeliveryEvent =
  | { kind: DeliveryUpdateKind; cart: Cart }
  /** An address was saved from the address form (docs/rules/delivery-and-slots.md Address edit 4: "emits save"). */
  | { kind: 'address-saved'; address: Address };

/** Broadcasts of the delivery feature: the cart's address or timeslot changed, an address was saved. */
export const deliveryEvents = createEventBus<DeliveryEvent>();

export const emitDeliveryUpdate = (event: DeliveryEvent): void => deliveryEvents.emit(event);
