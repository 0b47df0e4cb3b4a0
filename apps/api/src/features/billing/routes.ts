import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillingDataResponseSchema,
  FiscalPersonListResponseSchema,
  INVOICE_MESSAGES,
  InvoiceDataSchema,
  UserDetailResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { toPersonDetail } from '../account';
import { findBillingData, saveBillingData } from './repo';
import { listFiscalPersons } from './fiscal-persons';

const BILLING_RESPONSE = { 200: envelopeSchema(BillingDataResponseSchema) };

/** Invoice data (docs/rules/checkout-and-payment.md, docs/rules/cart.md Cart, docs/rules/account.md registration/update_billing_address); in the shopper scope. */
export const billingShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/registration/user_detail',
    {
      schema: {
        tags: ['registration'],
        summary:
          "The shopper's details: the person (names, contacts, username, fiscal code, address, profile level) and the invoice data (billingAddress, null before any was saved)",
        response: { 200: envelopeSchema(UserDetailResponseSchema) },
      },
    },
    async (request) =>
      ok({
        person: toPersonDetail(request.shopper.user),
        billingAddress: await findBillingData(app.db, request.shopper.user.userId),
      }),
  );

  app.get(
    '/ebsn/api/user-person-fiscal/list',
    {
      schema: {
        tags: ['registration'],
        summary:
          "The persons and companies the shopper can be invoiced as: data.persons, each with the invoice data's fields",
        description:
          'The saved invoice data first (source saved), then those of earlier invoiced orders, newest first (source order), ' +
          'then the account holder with their fiscal code and registration address (source account); each fiscal code or ' +
          "VAT number once, with lastUsedAt the last order that carried it. Only the shopper's own.",
        response: { 200: envelopeSchema(FiscalPersonListResponseSchema) },
      },
    },
    async (request) => ok({ persons: await listFiscalPersons(app.db, request.shopper.user) }),
  );

  app.post(
    '/ebsn/api/registration/update_billing_address',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Save the invoice data (private: name and fiscal code; company: company name, VAT, PEC or SDI code)',
        description:
          'Body InvoiceData. Each field is checked by the docs/rules/account.md validator and refused with 400 naming the field ' +
          "and its Italian message ('Formato non corretto', 'P.Iva e C.F. devono avere 11 cifre', " +
          "'Il campo deve essere lungo 7 caratteri', 'Digitare una e-mail valida', 'Campo obbligatorio').",
        body: InvoiceDataSchema,
        response: BILLING_RESPONSE,
      },
    },
    async (request) => {
      const saved = await saveBillingData(app.db, request.shopper.user.userId, request.body);
      return ok({ billingAddress: saved }, [
        { code: 'billing.saved', info: INVOICE_MESSAGES.saved },
      ]);
    },
  );
};
