import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_PAYMENT_TYPE,
  TRANSACTION_PAYMENT_TYPE_LABELS,
  transactionPaymentTypeLabel,
} from './transaction-payment-type';

const SPEC_IDS = [1, 2, 11, 12, 13, 17];

describe('transaction payment types', () => {
  it('names exactly the ids of docs/rules/checkout-and-payment.md and labels each one', () => {
    expect(Object.values(TRANSACTION_PAYMENT_TYPE)).toEqual(SPEC_IDS);
    expect(Object.keys(TRANSACTION_PAYMENT_TYPE_LABELS).map(Number)).toEqual(SPEC_IDS);
  });

  it.each([
    [1, 'Carta di credito'],
    [2, 'Pagamento alla consegna'],
    [11, 'Pagamento differito'],
    [12, 'Pagamento online'],
    [13, 'PayPal'],
    [17, 'Bonifico bancario'],
    // 113 is an order payment type only
    [113, undefined],
  ])('%d → %s', (id, label) => {
    expect(transactionPaymentTypeLabel(id)).toBe(label);
  });
});
