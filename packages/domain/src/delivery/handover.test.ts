import { describe, expect, it } from 'vitest';
import { handoverLabel, handoverOf } from './handover';

describe('handover', () => {
  it.each([
    // address type, delivery service, handover, label
    [2, 2, 'home', 'Consegna a domicilio'],
    [3, 1, 'store', 'Ritiro in negozio'],
    [5, 1, 'locker', 'Ritiro al locker'],
    // A locker is never brought home, whatever the service says.
    [5, 2, 'locker', 'Ritiro al locker'],
    // The service decides between home and store: it is what the store's workflow follows.
    [3, 2, 'home', 'Consegna a domicilio'],
    [2, 1, 'store', 'Ritiro in negozio'],
    [9, 7, 'home', 'Consegna a domicilio'],
  ] as const)('type %d, service %d → %s', (addressTypeId, serviceId, handover, label) => {
    expect(handoverOf(addressTypeId, serviceId)).toBe(handover);
    expect(handoverLabel(addressTypeId, serviceId)).toBe(label);
  });
});
