import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUS,
  TRANSACTION_STATUS_LABELS,
  isTransactionSuccessful,
  transactionStatusLabel,
} from './transaction-status';

describe('transaction statuses', () => {
  it('covers 0-5 of SPEC §3', () => {
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
