import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUS,
  TRANSACTION_STATUS_LABELS,
  canTransactionMove,
  isTransactionClosed,
  isTransactionOpen,
  isTransactionSuccessful,
  transactionStatusLabel,
} from './transaction-status';

describe('transaction statuses', () => {
  it('covers 0-5 of docs/rules/checkout-and-payment.md', () => {
    expect(Object.values(TRANSACTION_STATUS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Object.keys(TRANSACTION_STATUS_LABELS).map(Number)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  // columns: label, money secured
  it.each<[number, string | undefined, boolean]>([
    // 0 is a real status (error), not a missing value
    [0, 'Errore', false],
    [1, 'In corso', false],
    [2, 'Autorizzata', true],
    [3, 'Confermata', true],
    [4, 'Stornata', false],
    [5, 'Annullata', false],
    [6, undefined, false],
  ])('%d', (id, label, successful) => {
    expect(transactionStatusLabel(id)).toBe(label);
    expect(isTransactionSuccessful(id)).toBe(successful);
  });
});

describe('a transaction moves only forward', () => {
  const { ERROR, IN_PROGRESS, AUTHORIZED, CONFIRMED, REVERSED, CANCELLED } = TRANSACTION_STATUS;
  // columns: from, to, allowed
  it.each<[number, number, boolean]>([
    // In progress: the gateway's answer, whatever it is, ends it.
    [IN_PROGRESS, IN_PROGRESS, true],
    [IN_PROGRESS, AUTHORIZED, true],
    [IN_PROGRESS, CONFIRMED, true],
    [IN_PROGRESS, REVERSED, true],
    [IN_PROGRESS, CANCELLED, true],
    [IN_PROGRESS, ERROR, true],
    // Authorised: a late 'pending' or 'declined' is the past, not news.
    [AUTHORIZED, IN_PROGRESS, false],
    [AUTHORIZED, ERROR, false],
    [AUTHORIZED, AUTHORIZED, true],
    [AUTHORIZED, CONFIRMED, true],
    [AUTHORIZED, CANCELLED, true],
    [AUTHORIZED, REVERSED, true],
    // Captured: only refunded; a late authorisation changes nothing.
    [CONFIRMED, AUTHORIZED, false],
    [CONFIRMED, CANCELLED, false],
    [CONFIRMED, CONFIRMED, true],
    [CONFIRMED, REVERSED, true],
    // Refunded: more refunds only.
    [REVERSED, REVERSED, true],
    [REVERSED, CONFIRMED, false],
    // Error and cancelled are final.
    [ERROR, AUTHORIZED, false],
    [ERROR, IN_PROGRESS, false],
    [ERROR, CANCELLED, false],
    [ERROR, ERROR, true],
    [CANCELLED, AUTHORIZED, false],
    [CANCELLED, IN_PROGRESS, false],
    [CANCELLED, CANCELLED, true],
    // Not a status at all.
    [6, AUTHORIZED, false],
    [IN_PROGRESS, 6, false],
  ])('%d → %d: %s', (from, to, allowed) => {
    expect(canTransactionMove(from, to)).toBe(allowed);
  });

  it.each<[number, boolean, boolean]>([
    // columns: status, open (a newer attempt closes it), closed (an authorisation for it is released)
    [ERROR, false, true],
    [IN_PROGRESS, true, false],
    [AUTHORIZED, false, false],
    [CONFIRMED, false, false],
    [REVERSED, false, false],
    [CANCELLED, false, true],
  ])('%d: open %s, closed %s', (id, open, closed) => {
    expect(isTransactionOpen(id)).toBe(open);
    expect(isTransactionClosed(id)).toBe(closed);
  });
});
