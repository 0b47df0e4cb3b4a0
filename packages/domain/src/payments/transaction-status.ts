import { isKeyOf } from '../lookup';

/** Status of a payment transaction (SPEC §3 Payment transaction). */
export const TRANSACTION_STATUS = {
  ERROR: 0,
  IN_PROGRESS: 1,
  AUTHORIZED: 2,
  CONFIRMED: 3,
  REVERSED: 4,
  CANCELLED: 5,
} as const;

export type TransactionStatusId = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];

/** Feminine: they agree with "transazione". */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatusId, string>> = {
  0: 'Errore',
  1: 'In corso',
  2: 'Autorizzata',
  3: 'Confermata',
  4: 'Stornata',
  5: 'Annullata',
};

export const isTransactionStatusId = (id: number): id is TransactionStatusId =>
  isKeyOf(TRANSACTION_STATUS_LABELS, id);

export const transactionStatusLabel = (id: number): string | undefined =>
  isTransactionStatusId(id) ? TRANSACTION_STATUS_LABELS[id] : undefined;

/** The money is secured: reserved on the card (authorized) or charged (confirmed). */
export const isTransactionSuccessful = (statusId: number): boolean =>
  statusId === TRANSACTION_STATUS.AUTHORIZED || statusId === TRANSACTION_STATUS.CONFIRMED;
