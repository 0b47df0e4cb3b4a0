import { describe, expect, it } from 'vitest';
import { placeLine, type PlaceParts } from './place-line';

const home = (patch: Partial<PlaceParts> = {}): PlaceParts => ({
  addressTypeId: 2,
  addressName: 'Casa',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  city: 'Bologna',
  ...patch,
});

describe('placeLine', () => {
  it.each([
    ['a home by street and town', home(), 'Via Indipendenza 12, Bologna'],
    ['a street without a number', home({ addressNumber: null }), 'Via Indipendenza, Bologna'],
    ['an anonymised home: the town only', home({ address1: '', addressNumber: null }), 'Bologna'],
    ['blank parts count as empty', home({ address1: '  ', addressNumber: '' }), 'Bologna'],
    ['nothing left', home({ address1: '', addressNumber: null, city: '' }), ''],
    [
      'a store counter by its name',
      home({ addressTypeId: 3, addressName: 'Bologna Mazzini' }),
      'Bologna Mazzini',
    ],
    [
      'a locker by its name',
      home({ addressTypeId: 5, addressName: 'Locker Bologna' }),
      'Locker Bologna',
    ],
    [
      'a pickup point without a name',
      home({ addressTypeId: 3, addressName: '' }),
      'Via Indipendenza 12, Bologna',
    ],
  ])('%s', (_what, parts, line) => {
    expect(placeLine(parts)).toBe(line);
  });
});
