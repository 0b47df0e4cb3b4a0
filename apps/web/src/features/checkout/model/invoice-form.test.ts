import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { emptyInvoiceForm, invoiceResolver, type InvoiceFormValues } from './invoice-form';

const company = (patch: Partial<InvoiceFormValues>): InvoiceFormValues => ({
  ...emptyInvoiceForm(),
  personType: 'company',
  companyName: 'Rossi Alimentari S.r.l.',
  vatNumber: '01234567897',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
  ...patch,
});

const resolve = (values: InvoiceFormValues) =>
  invoiceResolver(values, undefined, {} as ResolverOptions<InvoiceFormValues>);

describe('invoice form: a company’s e-invoice recipient', () => {
  it('shows under the SDI code that a company needs it or a PEC', async () => {
    const { errors } = await resolve(company({}));
    expect(errors.sdiCode?.message).toBe('Indica il codice destinatario (SDI) o la PEC');
    expect(Object.keys(errors)).toEqual(['sdiCode']);
  });

  it('takes a PEC alone, and leaves a private customer’s form alone', async () => {
    expect((await resolve(company({ pec: 'fatture@pec.rossi.it' }))).errors).toEqual({});
    // The company's fields of a shopper who switched to private are neither checked nor sent.
    const { errors } = await resolve(
      company({
        personType: 'private',
        firstName: 'Mario',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
      }),
    );
    expect(errors).toEqual({});
  });
});
