import { describe, expect, it } from 'vitest';
import {
  DUE_DOCUMENT_EXPIRING_DAYS,
  dueDocumentOutstandingCents,
  dueDocumentStatusLabel,
  dueDocumentStatusOf,
} from './due-documents';

const TODAY = '2026-03-10';

describe('dueDocumentStatusOf', () => {
  it.each([
    // Paid in full or more: paid, even long after its due date.
    ['2026-01-31', 10_000, 10_000, 'paid'],
    ['2026-04-30', 10_000, 12_000, 'paid'],
    // Free of charge: nothing to pay.
    ['2026-03-01', 0, 0, 'paid'],
    // Unpaid and past its due date.
    ['2026-03-09', 10_000, 0, 'expired'],
    // Partly paid is still unpaid.
    ['2026-02-28', 10_000, 9_999, 'expired'],
    // Due today or within the week: expiring.
    ['2026-03-10', 10_000, 0, 'expiring'],
    ['2026-03-17', 10_000, 5_000, 'expiring'],
    // Beyond the week: pending.
    ['2026-03-18', 10_000, 0, 'pending'],
    // Across a month and the DST change (29 March in Rome): calendar days.
    ['2026-04-02', 10_000, 0, 'pending'],
  ] as const)(
    'due %s, %i cents, %i paid → %s',
    (dueDate, docAmountCents, paymentAmountCents, status) => {
      expect(dueDocumentStatusOf({ dueDate, docAmountCents, paymentAmountCents }, TODAY)).toBe(
        status,
      );
    },
  );

  it('counts the expiring window from today', () => {
    expect(DUE_DOCUMENT_EXPIRING_DAYS).toBe(7);
    const doc = { dueDate: '2026-03-31', docAmountCents: 1, paymentAmountCents: 0 };
    expect(dueDocumentStatusOf(doc, '2026-03-23')).toBe('pending');
    expect(dueDocumentStatusOf(doc, '2026-03-24')).toBe('expiring');
    expect(dueDocumentStatusOf(doc, '2026-04-01')).toBe('expired');
  });
});

describe('dueDocumentStatusLabel', () => {
  it.each([
    ['paid', 'Pagato'],
    ['pending', 'Da pagare'],
    ['expiring', 'In scadenza'],
    ['expired', 'Scaduto'],
  ] as const)('%s → %s', (status, label) => {
    expect(dueDocumentStatusLabel(status)).toBe(label);
  });
});

describe('dueDocumentOutstandingCents', () => {
  it.each([
    // Unpaid: the whole amount.
    [12_050, 0, 12_050],
    // Partly paid: the rest, to the cent.
    [8_050, 3_000, 5_050],
    // Paid, or paid more: nothing.
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
    [0, 0, 0],
  ] as const)('%i cents, %i paid → %i owed', (docAmountCents, paymentAmountCents, owed) => {
    expect(dueDocumentOutstandingCents({ docAmountCents, paymentAmountCents })).toBe(owed);
  });
});
