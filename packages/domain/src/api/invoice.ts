import { z } from 'zod';
import {
  emailRule,
  exactLengthRule,
  fiscalCodeRule,
  isBlank,
  lettersOnlyRule,
  numbersOnlyRule,
  requiredRule,
  ruleField,
  shopperIssue,
  vatOnlyRule,
} from '../validators';
import { INVOICE_MESSAGES } from '../texts/invoices';
import { VALIDATION_MESSAGES } from '../texts/validators';

/*
 * Invoice data (docs/rules/checkout-and-payment.md Invoice data and Before
 * paying: saved before an order that needs an invoice is confirmed), sent to
 * POST registration/update_billing_address
 * and read back from GET registration/user_detail. The same schema validates
 * the form on the web and the body on the API, so both say the same Italian
 * message for the same field.
 */

export const PERSON_TYPES = ['private', 'company'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** SDI recipient code of the Italian e-invoicing system: 7 letters or digits. */
export const SDI_CODE_LENGTH = 7;
const isAlphanumeric = (value: string) => /^[A-Za-z0-9]+$/.test(value);
const sdiAlphanumericRule = (value: string | null | undefined) =>
  isBlank(value) || isAlphanumeric(value) ? true : VALIDATION_MESSAGES.lettersOnly;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()));

const upper = (v: string | null) => (v === null ? null : v.toUpperCase());

/** What the form and the API take. Private: fiscal code required; company: VAT and company name. */
export const InvoiceDataSchema = z
  .object({
    personType: z.enum(PERSON_TYPES),
    firstName: optionalText(100),
    lastName: optionalText(100),
    companyName: optionalText(200),
    fiscalCode: ruleField(fiscalCodeRule()).optional().transform(emptyToNull).transform(upper),
    vatNumber: ruleField(numbersOnlyRule(), vatOnlyRule()).optional().transform(emptyToNull),
    pec: ruleField(emailRule()).optional().transform(emptyToNull),
    sdiCode: ruleField(sdiAlphanumericRule, exactLengthRule(SDI_CODE_LENGTH))
      .optional()
      .transform(emptyToNull)
      .transform(upper),
    birthPlace: optionalText(100),
    gender: z.enum(['M', 'F']).optional().nullable(),
    address1: ruleField(requiredRule()).pipe(z.string().max(200)),
    addressNumber: ruleField(requiredRule()).pipe(z.string().max(20)),
    postalcode: ruleField(requiredRule(), numbersOnlyRule(), exactLengthRule(5)),
    city: ruleField(requiredRule()).pipe(z.string().max(100)),
    province: ruleField(requiredRule(), lettersOnlyRule(), exactLengthRule(2)).transform((v) =>
      v.toUpperCase(),
    ),
  })
  .superRefine((data, ctx) => {
    const required = (path: keyof typeof data, message: string = VALIDATION_MESSAGES.required) => {
      if (data[path] === null || data[path] === undefined)
        ctx.addIssue(shopperIssue(message, [path]));
    };
    if (data.personType === 'private') {
      required('firstName');
      required('lastName');
      required('fiscalCode');
    } else {
      required('companyName');
      required('vatNumber', INVOICE_MESSAGES.companyNeedsVat);
      if (data.pec === null && data.sdiCode === null)
        ctx.addIssue(shopperIssue(INVOICE_MESSAGES.companyNeedsRecipient, ['sdiCode']));
    }
  });
export type InvoiceDataInput = z.input<typeof InvoiceDataSchema>;
export type InvoiceData = z.output<typeof InvoiceDataSchema>;

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** As stored and answered: every field present, null when not given. */
export const SavedInvoiceDataSchema = z.object({
  personType: z.enum(PERSON_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  pec: z.string().nullable(),
  sdiCode: z.string().nullable(),
  birthPlace: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  address1: z.string(),
  addressNumber: z.string(),
  postalcode: z.string(),
  city: z.string(),
  province: z.string(),
});
export type SavedInvoiceData = z.infer<typeof SavedInvoiceDataSchema>;

/**
 * Where a fiscal person of GET user-person-fiscal/list comes from: the saved
 * invoice data, an earlier order's invoice, or the account holder's own name,
 * fiscal code and registration address.
 */
export const FISCAL_PERSON_SOURCES = ['saved', 'order', 'account'] as const;

/** A person or company the shopper can be invoiced as, ready to fill the invoice form. */
export const FiscalPersonSchema = SavedInvoiceDataSchema.extend({
  source: z.enum(FISCAL_PERSON_SOURCES),
  /** When an order last carried these data (ISO); null if none did. */
  lastUsedAt: z.string().nullable(),
});
export type FiscalPerson = z.infer<typeof FiscalPersonSchema>;

/** data of GET user-person-fiscal/list. */
export const FiscalPersonListResponseSchema = z.object({ persons: z.array(FiscalPersonSchema) });
export type FiscalPersonListResponse = z.infer<typeof FiscalPersonListResponseSchema>;

/** data of GET registration/user_detail and POST update_billing_address. */
export const BillingDataResponseSchema = z.object({
  billingAddress: SavedInvoiceDataSchema.nullable(),
});
export type BillingDataResponse = z.infer<typeof BillingDataResponseSchema>;

/** A company customer: may be offered deferred payment and the summary invoice. */
export const isCompanyCustomer = (
  billing: Pick<SavedInvoiceData, 'personType' | 'vatNumber'> | null,
) => billing?.personType === 'company' && billing.vatNumber !== null;
