import { isKeyOf } from '../lookup';

/** Payment types of a payment transaction (docs/rules/checkout-and-payment.md), a different table from the order's. */
export const TRANSACTION_PAYMENT_TYPE = {
  CARD: 1,
  ON_DELIVERY: 2,
  DEFERRED: 11,
  ONLINE: 12,
  PAYPAL: 13,
  BANK_TRANSFER: 17,
} as const;

export type TransactionPaymentTypeId =
  (typeof TRANSACTION_PAYMENT_TYPE)[keyof typeof TRANSACTION_PAYMENT_TYPE];

export const TRANSACTION_PAYMENT_TYPE_LABELS: Readonly<Record<TransactionPaymentTypeId, string>> = {
  1: 'Carta di credito',
  2: 'Pagamento alla consegna',
  11: 'Pagamento differito',
  12: 'Pagamento online',
  13: 'PayPal',
  17: 'Bonifico bancario',
};

export const isTransactionPaymentTypeId = (id: number): id is TransactionPaymentTypeId =>
  isKeyOf(TRANSACTION_PAYMENT_TYPE_LABELS, id);

export const transactionPaymentTypeLabel = (id: number): string | undefined =>
  isTransactionPaymentTypeId(id) ? TRANSACTION_PAYMENT_TYPE_LABELS[id] : undefined;
