import { mergeFiscalPersons, type FiscalPerson, type SavedInvoiceData } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { UserRow } from '../users';
import { findBillingData, listOrderInvoiceData } from './repo';

/**
 * The account holder as a private person to invoice: their name, fiscal code
 * and registration address. Without a fiscal code they cannot be invoiced.
 */
function accountHolder(user: UserRow): SavedInvoiceData | null {
  if (!user.fiscalCode) return null;
  return {
    personType: 'private',
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: null,
    fiscalCode: user.fiscalCode.toUpperCase(),
    vatNumber: null,
    pec: null,
    sdiCode: null,
    birthPlace: null,
    gender: null,
    address1: user.address1 ?? '',
    addressNumber: user.addressNumber ?? '',
    postalcode: user.postalcode ?? '',
    city: user.city ?? '',
    province: user.province ?? '',
  };
}

/** GET user-person-fiscal/list (docs/rules/checkout-and-payment.md Fiscal persons). */
export async function listFiscalPersons(db: Db, user: UserRow): Promise<FiscalPerson[]> {
  const [saved, orders] = await Promise.all([
    findBillingData(db, user.userId),
    listOrderInvoiceData(db, user.userId),
  ]);
  return mergeFiscalPersons({ saved, orders, account: accountHolder(user) });
}
