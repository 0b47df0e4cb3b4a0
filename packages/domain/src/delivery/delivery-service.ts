import { isKeyOf } from '../lookup';

/** Delivery service ids (docs/rules/delivery-and-slots.md Delivery service). */
export const DELIVERY_SERVICE = {
  STORE_PICKUP: 1,
  HOME_DELIVERY: 2,
} as const;

export type DeliveryServiceId = (typeof DELIVERY_SERVICE)[keyof typeof DELIVERY_SERVICE];

export const DELIVERY_SERVICE_LABELS: Readonly<Record<DeliveryServiceId, string>> = {
  1: 'Ritiro in negozio',
  2: 'Consegna a domicilio',
};

export const isDeliveryServiceId = (id: number): id is DeliveryServiceId =>
  isKeyOf(DELIVERY_SERVICE_LABELS, id);

export const deliveryServiceLabel = (id: number): string | undefined =>
  isDeliveryServiceId(id) ? DELIVERY_SERVICE_LABELS[id] : undefined;
