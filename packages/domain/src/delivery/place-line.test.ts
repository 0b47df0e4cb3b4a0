import { describe, expect, it } from 'vitest';
import { displayCity, placeLine, type PlaceParts } from './place-line';

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
      'a town stored upper-cased, read as a name',
      home({ city: 'BOLOGNA' }),
      'Via Indipendenza 12, Bologna',
    ],
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

describe('displayCity', () => {
  it.each([
    ['BOLOGNA', 'Bologna'],
    ['CASALECCHIO DI RENO', 'Casalecchio di Reno'],
    ["REGGIO NELL'EMILIA", "Reggio nell'Emilia"],
    ["SANT'AGATA BOLOGNESE", "Sant'Agata Bolognese"],
    ["CASSANO D'ADDA", "Cassano d'Adda"],
    ['FORLÌ', 'Forlì'],
    ['SAN GIOVANNI IN PERSICETO', 'San Giovanni in Persiceto'],
    ['BARCELLONA POZZO DI GOTTO', 'Barcellona Pozzo di Gotto'],
    ['Casalecchio di Reno', 'Casalecchio di Reno'],
    ['', ''],
  ])('%s reads %s', (stored, shown) => {
    expect(displayCity(stored)).toBe(shown);
  });
});
