import { describe, expect, it } from 'vitest';
import { canChangePaymentType, paymentStateOf } from './payment-state';

const CARD = 12;
const ON_DELIVERY = 2;

describe('paymentStateOf', () => {
  it.each([
    // Payment on delivery: nothing happens online, whatever the status.
    [3, ON_DELIVERY, null, 'offline'],
    [10, ON_DELIVERY, null, 'cancelled'],
    // Card, just bought: the shopper is at the gateway.
    [1, CARD, 1, 'pending'],
    // Card, saved but no attempt made (a crash before the page): to be paid again.
    [1, CARD, null, 'failed'],
    [3, CARD, 2, 'authorized'],
    [8, CARD, 3, 'paid'],
    // Declined or errored: the order waits for another payment.
    [1, CARD, 0, 'failed'],
    [1, CARD, 5, 'failed'],
    // Cancelled because unpaid.
    [10, CARD, 0, 'cancelled'],
    // PayPal is an online payment too.
    [1, 13, 1, 'pending'],
  ] as const)(
    'order %i, type %i, transaction %s → %s',
    (orderStatusId, paymentTypeId, latest, state) => {
      expect(
        paymentStateOf({ orderStatusId, paymentTypeId, latestTransactionStatusId: latest }),
      ).toBe(state);
    },
  );
});

describe('canChangePaymentType', () => {
  it.each([
    // The card was declined or never reached: the shopper may pay another way.
    [1, CARD, 0, true],
    [1, CARD, null, true],
    [2, CARD, 1, true],
    [1, 13, 5, true],
    // docs/rules/checkout-and-payment.md: an online card payment already authorised cannot be modified.
    [1, CARD, 2, false],
    [3, CARD, 2, false],
    [8, CARD, 3, false],
    // Nothing to pay online, or nothing left to pay.
    [3, ON_DELIVERY, null, false],
    [10, CARD, 0, false],
  ] as const)(
    'order %i, type %i, transaction %s → %s',
    (orderStatusId, paymentTypeId, latest, allowed) => {
      expect(
        canChangePaymentType(
          paymentStateOf({ orderStatusId, paymentTypeId, latestTransactionStatusId: latest }),
        ),
      ).toBe(allowed);
    },
  );
});
