import { isKeyOf } from '../lookup';

/** Status of a due-date document (docs/rules/checkout-and-payment.md), sent as these strings. */
export const DUE_DATE_STATUS = {
  PAID: 'paid',
  PENDING: 'pending',
  EXPIRING: 'expiring',
  EXPIRED: 'expired',
} as const;

export type DueDateStatus = (typeof DUE_DATE_STATUS)[keyof typeof DUE_DATE_STATUS];

/** Masculine: they agree with "documento". */
export const DUE_DATE_STATUS_LABELS: Readonly<Record<DueDateStatus, string>> = {
  paid: 'Pagato',
  pending: 'In attesa',
  expiring: 'In scadenza',
  expired: 'Scaduto',
};

export const isDueDateStatus = (status: string): status is DueDateStatus =>
  isKeyOf(DUE_DATE_STATUS_LABELS, status);

export const dueDateStatusLabel = (status: string): string | undefined =>
  isDueDateStatus(status) ? DUE_DATE_STATUS_LABELS[status] : undefined;

/** Everything not yet paid can be paid from the due-dates screen. */
export const isDueDatePayable = (status: string): boolean =>
  isDueDateStatus(status) && status !== DUE_DATE_STATUS.PAID;
