import { describe, expect, it } from 'vitest';
import { InvoiceDataSchema } from './invoice';
import { INVOICE_MESSAGES } from '../texts/invoices';

const COMPANY = {
  personType: 'company',
  companyName: 'Rossi Alimentari S.r.l.',
  vatNumber: '01234567897',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
} as const;

describe('InvoiceDataSchema: a company’s e-invoice recipient', () => {
  it.each([
    ['an SDI code', { sdiCode: 'abc1234' }],
    ['a PEC', { pec: 'fatture@pec.rossi.it' }],
    ['both', { sdiCode: 'ABC1234', pec: 'fatture@pec.rossi.it' }],
  ])('takes a company with %s', (_, recipient) => {
    expect(InvoiceDataSchema.safeParse({ ...COMPANY, ...recipient }).success).toBe(true);
  });

  it.each([
    ['neither', {}],
    ['blank ones', { sdiCode: '  ', pec: '' }],
  ])('refuses a company with %s, on the SDI code’s field, in Italian', (_, recipient) => {
    const parsed = InvoiceDataSchema.safeParse({ ...COMPANY, ...recipient });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sdiCode'],
        message: 'Indica il codice destinatario (SDI) o la PEC',
      }),
    ]);
    expect(INVOICE_MESSAGES.companyNeedsRecipient).toBe(
      'Indica il codice destinatario (SDI) o la PEC',
    );
  });

  it('asks a private customer for neither', () => {
    expect(
      InvoiceDataSchema.safeParse({
        ...COMPANY,
        personType: 'private',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
      }).success,
    ).toBe(true);
  });
});
