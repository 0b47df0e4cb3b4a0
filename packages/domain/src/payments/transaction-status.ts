import { isKeyOf } from '../lookup';

/** Status of a payment transaction (docs/rules/checkout-and-payment.md Payment transaction). */
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

/**
 * An attempt still waiting at the gateway (its page, 3-D Secure, a pending
 * result): the one status a newer attempt or another payment type closes.
 */
export const isTransactionOpen = (statusId: number): boolean =>
  statusId === TRANSACTION_STATUS.IN_PROGRESS;

/**
 * Ended without money: declined or errored, or closed (a newer attempt or
 * another payment type replaced it). An authorisation that arrives for it
 * pays for nothing and is released at once.
 */
export const isTransactionClosed = (statusId: number): boolean =>
  statusId === TRANSACTION_STATUS.ERROR || statusId === TRANSACTION_STATUS.CANCELLED;

/**
 * Where each status may go: only forward, so a notification delivered late
 * (pending, or declined, after authorized) cannot roll a transaction back.
 * In progress ends anywhere; an authorisation is captured, released or
 * refunded once captured; a refund only grows; error and cancelled are
 * final. Staying is allowed: the same state said again still updates the
 * amounts (a second partial refund).
 */
const FORWARD: Readonly<Record<TransactionStatusId, readonly number[]>> = {
  [TRANSACTION_STATUS.ERROR]: [TRANSACTION_STATUS.ERROR],
  [TRANSACTION_STATUS.IN_PROGRESS]: Object.values(TRANSACTION_STATUS),
  [TRANSACTION_STATUS.AUTHORIZED]: [
    TRANSACTION_STATUS.AUTHORIZED,
    TRANSACTION_STATUS.CONFIRMED,
    TRANSACTION_STATUS.REVERSED,
    TRANSACTION_STATUS.CANCELLED,
  ],
  [TRANSACTION_STATUS.CONFIRMED]: [TRANSACTION_STATUS.CONFIRMED, TRANSACTION_STATUS.REVERSED],
  [TRANSACTION_STATUS.REVERSED]: [TRANSACTION_STATUS.REVERSED],
  [TRANSACTION_STATUS.CANCELLED]: [TRANSACTION_STATUS.CANCELLED],
};

export const canTransactionMove = (from: number, to: number): boolean =>
  isTransactionStatusId(from) && isTransactionStatusId(to) && FORWARD[from].includes(to);
