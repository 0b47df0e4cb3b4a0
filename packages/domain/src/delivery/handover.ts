import { ADDRESS_TYPE, ADDRESS_TYPE_LABELS } from './address-type';
import { DELIVERY_SERVICE } from './delivery-service';

/** How an order reaches the shopper: brought home, collected at a store counter, or at a locker. */
export type Handover = 'home' | 'store' | 'locker';

export const HANDOVERS = ['home', 'store', 'locker'] as const satisfies readonly Handover[];

/**
 * A locker is a pickup (service 1) like a store counter, so the service alone
 * would call it «Ritiro in negozio»: the address type tells the two apart.
 */
export function handoverOf(addressTypeId: number, deliveryServiceId: number): Handover {
  if (addressTypeId === ADDRESS_TYPE.LOCKER) return 'locker';
  return deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP ? 'store' : 'home';
}

export const HANDOVER_LABELS: Readonly<Record<Handover, string>> = {
  home: ADDRESS_TYPE_LABELS[ADDRESS_TYPE.HOME],
  store: ADDRESS_TYPE_LABELS[ADDRESS_TYPE.STORE],
  locker: ADDRESS_TYPE_LABELS[ADDRESS_TYPE.LOCKER],
};

/** 'Consegna a domicilio', 'Ritiro in negozio' or 'Ritiro al locker'. */
export const handoverLabel = (addressTypeId: number, deliveryServiceId: number): string =>
  HANDOVER_LABELS[handoverOf(addressTypeId, deliveryServiceId)];
