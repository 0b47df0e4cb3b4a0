import { describe, expect, it } from 'vitest';
import { invoiceRequestOf } from './invoice-request';

const company = { personType: 'company', companyName: 'Rossi S.r.l.', firstName: null };
const person = { personType: 'person', firstName: 'Anna', lastName: 'Bianchi' };

describe('invoiceRequestOf', () => {
  it.each([
    ['no request', {}, company, null],
    ['need_invoice false', { need_invoice: 'false' }, company, null],
    ['a company', { need_invoice: 'true' }, company, { name: 'Rossi S.r.l.' }],
    ['a person', { need_invoice: 'true' }, person, { name: 'Anna Bianchi' }],
    ['a person with one name', { need_invoice: 'true' }, { firstName: 'Anna' }, { name: 'Anna' }],
    ['asked, no data kept', { need_invoice: 'true' }, null, { name: '' }],
  ])('%s', (_what, infos, data, request) => {
    expect(invoiceRequestOf(infos, data)).toEqual(request);
  });
});
