import { describe, expect, it } from 'vitest';
import type { SavedInvoiceData } from '../api/invoice';
import { fiscalPersonKey, mergeFiscalPersons } from './fiscal-persons';

const address = {
  address1: 'Via Indipendenza',
  addressNumber: '10',
  postalcode: '40121',
  city: 'BOLOGNA',
  province: 'BO',
};
const person = (over: Partial<SavedInvoiceData>): SavedInvoiceData => ({
  personType: 'private',
  firstName: 'Mario',
  lastName: 'Rossi',
  companyName: null,
  fiscalCode: 'RSSMRA80A01A944I',
  vatNumber: null,
  pec: null,
  sdiCode: null,
  birthPlace: null,
  gender: null,
  ...address,
  ...over,
});
const company = person({
  personType: 'company',
  firstName: null,
  lastName: null,
  fiscalCode: null,
  companyName: 'Rossi Srl',
  vatNumber: '01234567890',
  sdiCode: 'ABC1234',
});

describe('fiscalPersonKey', () => {
  it.each([
    [
      'a private person by fiscal code, any case',
      person({ fiscalCode: 'rssmra80a01a944i' }),
      'private:RSSMRA80A01A944I',
    ],
    ['a company by VAT number', company, 'company:01234567890'],
    [
      'a company and a person with the same code are two',
      person({ fiscalCode: '01234567890' }),
      'private:01234567890',
    ],
    ['without its identifier: none', person({ fiscalCode: null }), null],
  ])('%s', (_title, input, key) => expect(fiscalPersonKey(input)).toBe(key));
});

describe('mergeFiscalPersons', () => {
  it('puts the saved data first, then the orders newest first, then the account holder, each once', () => {
    const saved = company;
    const older = person({ firstName: 'Anna', fiscalCode: 'BNCNNA85M41A944B' });
    const list = mergeFiscalPersons({
      saved,
      orders: [
        { data: { ...company, city: 'MODENA' }, usedAt: '2026-11-20T10:00:00.000Z' },
        { data: older, usedAt: '2026-10-01T10:00:00.000Z' },
        { data: { ...older, city: 'IMOLA' }, usedAt: '2026-09-01T10:00:00.000Z' },
      ],
      account: person({}),
    });
    expect(list.map((p) => [p.source, fiscalPersonKey(p), p.city, p.lastUsedAt])).toEqual([
      ['saved', 'company:01234567890', 'BOLOGNA', '2026-11-20T10:00:00.000Z'],
      ['order', 'private:BNCNNA85M41A944B', 'BOLOGNA', '2026-10-01T10:00:00.000Z'],
      ['account', 'private:RSSMRA80A01A944I', 'BOLOGNA', null],
    ]);
  });

  it('leaves out the account holder already invoiced, and anyone without an identifier', () => {
    const list = mergeFiscalPersons({
      saved: null,
      orders: [{ data: person({ fiscalCode: null }), usedAt: '2026-11-20T10:00:00.000Z' }],
      account: null,
    });
    expect(list).toEqual([]);
    const again = mergeFiscalPersons({
      saved: null,
      orders: [{ data: person({}), usedAt: '2026-11-20T10:00:00.000Z' }],
      account: person({ city: 'IMOLA' }),
    });
    expect(again.map((p) => [p.source, p.city])).toEqual([['order', 'BOLOGNA']]);
  });
});
