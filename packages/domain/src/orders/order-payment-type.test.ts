import { describe, expect, it } from 'vitest';
import {
  ORDER_PAYMENT_TYPE,
  ORDER_PAYMENT_TYPE_LABELS,
  isMealVoucherPayment,
  isOnlineOrderPayment,
  orderPaymentTypeLabel,
} from './order-payment-type';

const SPEC_IDS = [2, 11, 12, 13, 18, 19, 101, 113];

describe('order payment types', () => {
  it('names exactly the ids of docs/rules/checkout-and-payment.md and labels each one', () => {
    expect(Object.values(ORDER_PAYMENT_TYPE).sort((a, b) => a - b)).toEqual(SPEC_IDS);
    expect(Object.keys(ORDER_PAYMENT_TYPE_LABELS).map(Number)).toEqual(SPEC_IDS);
  });

  // columns: label, online, meal voucher
  it.each<[number, string | undefined, boolean, boolean]>([
    [2, 'Pagamento alla consegna', false, false],
    [11, 'Pagamento differito', false, false],
    [12, 'Carta di credito', true, false],
    // 113 is the second online id
    [113, 'Carta di credito', true, false],
    [13, 'PayPal', false, false],
    [101, 'Fattura riepilogativa', false, false],
    [18, 'Buoni pasto', false, true],
    [19, 'Buoni pasto', false, true],
    // 1 is a transaction payment type (card), not an order one
    [1, undefined, false, false],
  ])('%d', (id, label, online, mealVoucher) => {
    expect(orderPaymentTypeLabel(id)).toBe(label);
    expect(isOnlineOrderPayment(id)).toBe(online);
    expect(isMealVoucherPayment(id)).toBe(mealVoucher);
  });
});
