/**
 * Due-date documents of a deferred payment (docs/rules/checkout-and-payment.md): each invoice the shop
 * issued for the order, with the day it must be paid by and what was paid.
 */
export const DUE_DOCUMENT_STATUSES = ['paid', 'pending', 'expiring', 'expired'] as const;
export type DueDocumentStatus = (typeof DUE_DOCUMENT_STATUSES)[number];

/** An unpaid document due within this many days of today is about to expire. */
export const DUE_DOCUMENT_EXPIRING_DAYS = 7;

export const DUE_DOCUMENT_STATUS_LABELS: Readonly<Record<DueDocumentStatus, string>> = {
  paid: 'Pagato',
  pending: 'Da pagare',
  expiring: 'In scadenza',
  expired: 'Scaduto',
};

export const dueDocumentStatusLabel = (status: DueDocumentStatus): string =>
  DUE_DOCUMENT_STATUS_LABELS[status];

const DAY_MS = 86_400_000;
/** Whole days from one ISO date (YYYY-MM-DD) to another; calendar days, no time zone. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface DueDocumentFacts {
  /** YYYY-MM-DD. */
  dueDate: string;
  docAmountCents: number;
  paymentAmountCents: number;
}

/**
 * What is still owed on a document, in cents: what a payment of it asks the
 * gateway for. Never negative (an overpaid document owes nothing).
 */
export const dueDocumentOutstandingCents = (
  doc: Pick<DueDocumentFacts, 'docAmountCents' | 'paymentAmountCents'>,
): number => Math.max(0, doc.docAmountCents - doc.paymentAmountCents);

/**
 * Paid once the payments cover the amount; otherwise expired after its due
 * date, expiring when due within DUE_DOCUMENT_EXPIRING_DAYS (the due day
 * included), pending before that. `today` is the shop's date (Europe/Rome),
 * given by the caller.
 */
export function dueDocumentStatusOf(doc: DueDocumentFacts, today: string): DueDocumentStatus {
  if (dueDocumentOutstandingCents(doc) === 0) return 'paid';
  const daysLeft = daysBetween(today, doc.dueDate);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= DUE_DOCUMENT_EXPIRING_DAYS ? 'expiring' : 'pending';
}
