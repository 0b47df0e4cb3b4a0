import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  InvoiceDataSchema,
  type InvoiceDataInput,
  type PersonType,
  type SavedInvoiceData,
} from '@spesa/domain';

/** The invoice form as the shopper types it: every field a string, blank when not given. */
export interface InvoiceFormValues {
  personType: PersonType;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  birthPlace: string;
  gender: '' | 'M' | 'F';
  companyName: string;
  vatNumber: string;
  pec: string;
  sdiCode: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
}

export type InvoiceField = Exclude<keyof InvoiceFormValues, 'personType'>;

/** The fields each kind of customer fills (docs/rules/checkout-and-payment.md Invoice data); the billing address is common. */
export const PERSON_FIELDS: Record<PersonType, readonly InvoiceField[]> = {
  private: ['firstName', 'lastName', 'fiscalCode', 'birthPlace', 'gender'],
  company: ['companyName', 'vatNumber', 'pec', 'sdiCode'],
};
export const ADDRESS_FIELDS = [
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
] as const satisfies readonly InvoiceField[];

export const emptyInvoiceForm = (): InvoiceFormValues => ({
  personType: 'private',
  firstName: '',
  lastName: '',
  fiscalCode: '',
  birthPlace: '',
  gender: '',
  companyName: '',
  vatNumber: '',
  pec: '',
  sdiCode: '',
  address1: '',
  addressNumber: '',
  postalcode: '',
  city: '',
  province: '',
});

export const invoiceFormValuesOf = (saved: SavedInvoiceData): InvoiceFormValues => ({
  personType: saved.personType,
  firstName: saved.firstName ?? '',
  lastName: saved.lastName ?? '',
  fiscalCode: saved.fiscalCode ?? '',
  birthPlace: saved.birthPlace ?? '',
  gender: saved.gender ?? '',
  companyName: saved.companyName ?? '',
  vatNumber: saved.vatNumber ?? '',
  pec: saved.pec ?? '',
  sdiCode: saved.sdiCode ?? '',
  address1: saved.address1,
  addressNumber: saved.addressNumber,
  postalcode: saved.postalcode,
  city: saved.city,
  province: saved.province,
});

/**
 * What update_billing_address receives: the fields of the chosen kind of
 * customer. The other kind's fields stay in the form (switching back finds
 * them as typed) but are neither checked nor sent.
 */
export function invoiceInputOf(values: InvoiceFormValues): InvoiceDataInput {
  const kept = new Set<InvoiceField>([...PERSON_FIELDS[values.personType], ...ADDRESS_FIELDS]);
  const text = (field: InvoiceField) => (kept.has(field) ? values[field] : '');
  return {
    personType: values.personType,
    firstName: text('firstName'),
    lastName: text('lastName'),
    fiscalCode: text('fiscalCode'),
    birthPlace: text('birthPlace'),
    gender: kept.has('gender') && values.gender !== '' ? values.gender : null,
    companyName: text('companyName'),
    vatNumber: text('vatNumber'),
    pec: text('pec'),
    sdiCode: text('sdiCode'),
    address1: values.address1,
    addressNumber: values.addressNumber,
    postalcode: values.postalcode,
    city: values.city,
    province: values.province,
  };
}

/**
 * The domain's InvoiceDataSchema as the form's resolver: each field gets the
 * schema's Italian message (docs/rules/checkout-and-payment.md), the first one when several apply.
 */
export const invoiceResolver: Resolver<InvoiceFormValues> = (values) => {
  const result = InvoiceDataSchema.safeParse(invoiceInputOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<InvoiceFormValues> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name !== 'string' || !(name in values)) continue;
    const field = name as keyof InvoiceFormValues;
    if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
