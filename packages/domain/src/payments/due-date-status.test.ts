import { describe, expect, it } from 'vitest';
import {
  DUE_DATE_STATUS,
  DUE_DATE_STATUS_LABELS,
  dueDateStatusLabel,
  isDueDatePayable,
} from './due-date-status';

describe('due-date document statuses', () => {
  it('covers the four statuses of docs/rules/checkout-and-payment.md', () => {
    expect(Object.values(DUE_DATE_STATUS)).toEqual(['paid', 'pending', 'expiring', 'expired']);
    expect(Object.keys(DUE_DATE_STATUS_LABELS)).toEqual(['paid', 'pending', 'expiring', 'expired']);
  });

  it.each<[string, string | undefined, boolean]>([
    ['paid', 'Pagato', false],
    ['pending', 'In attesa', true],
    ['expiring', 'In scadenza', true],
    ['expired', 'Scaduto', true],
    // statuses are lower-case strings on the wire
    ['PAID', undefined, false],
    ['constructor', undefined, false],
  ])('%s', (status, label, payable) => {
    expect(dueDateStatusLabel(status)).toBe(label);
    expect(isDueDatePayable(status)).toBe(payable);
  });
});
