import { describe, expect, it } from 'vitest';
import {
  DELIVERY_SERVICE,
  DELIVERY_SERVICE_LABELS,
  deliveryServiceLabel,
} from './delivery-service';

describe('delivery services', () => {
  it('covers 1 and 2 of docs/rules/delivery-and-slots.md', () => {
    expect(Object.values(DELIVERY_SERVICE)).toEqual([1, 2]);
    expect(Object.keys(DELIVERY_SERVICE_LABELS).map(Number)).toEqual([1, 2]);
  });

  it.each([
    [1, 'Ritiro in negozio'],
    [2, 'Consegna a domicilio'],
    [3, undefined],
  ])('%d → %s', (id, label) => {
    expect(deliveryServiceLabel(id)).toBe(label);
  });
});
