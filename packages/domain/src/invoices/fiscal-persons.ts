import type { FiscalPerson, SavedInvoiceData } from '../api/invoice';

/**
 * Who an invoice is made out to: a private person by fiscal code, a company
 * by VAT number (docs/rules/checkout-and-payment.md Fiscal persons). Null when
 * the identifier is missing: such data cannot name anyone on an invoice.
 */
export function fiscalPersonKey(
  person: Pick<SavedInvoiceData, 'personType' | 'fiscalCode' | 'vatNumber'>,
): string | null {
  const id = person.personType === 'company' ? person.vatNumber : person.fiscalCode;
  const trimmed = id?.trim().toUpperCase();
  return trimmed ? `${person.personType}:${trimmed}` : null;
}

export interface FiscalPersonSources {
  /** The invoice data saved now (the next invoice's). */
  saved: SavedInvoiceData | null;
  /** The invoice data of earlier orders, newest first. */
  orders: readonly { data: SavedInvoiceData; usedAt: string }[];
  /** The account holder as a private person, when the account has a fiscal code. */
  account: SavedInvoiceData | null;
}

/**
 * The shopper's fiscal persons, each once: the saved data first, then those
 * of earlier orders (newest first, as that order had them), then the account
 * holder if no invoice named them yet.
 */
export function mergeFiscalPersons({
  saved,
  orders,
  account,
}: FiscalPersonSources): FiscalPerson[] {
  const byKey = new Map<string, FiscalPerson>();
  const lastUse = new Map<string, string>();
  for (const { data, usedAt } of orders) {
    const key = fiscalPersonKey(data);
    if (key && !lastUse.has(key)) lastUse.set(key, usedAt);
  }
  const add = (data: SavedInvoiceData | null, source: FiscalPerson['source']) => {
    const key = data && fiscalPersonKey(data);
    if (!data || !key || byKey.has(key)) return;
    byKey.set(key, { ...data, source, lastUsedAt: lastUse.get(key) ?? null });
  };
  add(saved, 'saved');
  for (const { data } of orders) add(data, 'order');
  add(account, 'account');
  return [...byKey.values()];
}
