import { describe, expect, it } from 'vitest';
import {
  formatPoints,
  loyaltyOnDelivery,
  loyaltyOnRefund,
  loyaltyPointsFor,
  vouchersEarned,
} from './loyalty';

describe('loyaltyOnDelivery', () => {
  it.each([
    ['below 500 the points just add up', 120, 300, 0, 420],
    ['reaching 500 exactly turns it into a voucher', 200, 300, 1, 0],
    // The case: 1,250 + 300 = 1,550, three full 500s, 50 left.
    ['every full 500 of the balance is a voucher', 1250, 300, 3, 50],
    ['a balance already at 500 or more converts even without new points', 1250, 0, 2, 250],
    ['a big order crossing two thresholds', 400, 700, 2, 100],
    ['nothing from nothing', 0, 0, 0, 0],
    ['negative points count as none', 100, -50, 0, 100],
  ])('%s', (_name, balance, earned, vouchers, left) => {
    expect(loyaltyOnDelivery(balance, earned)).toEqual({ vouchers, balance: left });
  });

  it('never loses a point: what is left plus what became vouchers is what was there', () => {
    for (const [balance, earned] of [
      [0, 499],
      [499, 1],
      [1250, 300],
      [37, 1963],
    ] as const) {
      const after = loyaltyOnDelivery(balance, earned);
      expect(after.balance + after.vouchers * 500).toBe(balance + earned);
      expect(after.balance).toBeLessThan(500);
    }
  });
});

describe('vouchersEarned (what the cart promises)', () => {
  it.each([
    ['nothing below the next threshold', 100, 200_00, 0],
    // 1,250 points already make two vouchers; 300 more make three.
    ['the balance counts, not only the thresholds the order crosses', 1250, 300_00, 3],
    ['two when a big order makes two full 500s', 400, 700_00, 2],
    // 499,99 € earns 499 points: cents do not count
    ['whole euros only', 0, 499_99, 0],
    ['a negative amount earns nothing, the balance still converts', 900, -100, 1],
  ])('%s', (_name, balance, paidCents, count) => {
    const vouchers = vouchersEarned(balance, paidCents);
    expect(vouchers).toHaveLength(count);
    expect(vouchers).toHaveLength(loyaltyOnDelivery(balance, loyaltyPointsFor(paidCents)).vouchers);
    for (const v of vouchers) expect(v.giftTotal).toBe(5);
  });

  it('describes the voucher in Italian', () => {
    expect(vouchersEarned(0, 500_00)[0]!.description.replace(/\s/g, ' ')).toBe(
      'Buono fedeltà da 5,00 € sulla prossima spesa',
    );
  });
});

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [440, '440'],
    [1250, '1.250'],
    [12500, '12.500'],
    [-500, '-500'],
  ])('%i → %s', (value, text) => {
    expect(formatPoints(value)).toBe(text);
  });
});

describe('loyaltyOnRefund', () => {
  it.each([
    // 400 + 200 = 600 became one voucher and 100 left: unused, it all goes back to 400.
    ['an unused voucher gives its points back, the credit is taken off', 100, 200, 1, 300, 400],
    ['no voucher: the credit alone is taken off', 420, 300, 0, -300, 120],
    // The voucher was spent: only the 100 left can be taken, the balance stops at zero.
    ['a used voucher stays spent and the balance stops at zero', 100, 200, 0, -100, 0],
    ['two unused vouchers of three', 50, 1100, 2, -50, 0],
    ['an order that credited nothing takes nothing', 250, 0, 0, 0, 250],
  ])('%s', (_name, balance, credited, unused, change, left) => {
    expect(loyaltyOnRefund(balance, credited, unused)).toEqual({ change, balance: left });
  });

  it('undoes a delivery whose vouchers are all unused', () => {
    for (const [before, earned] of [
      [0, 499],
      [499, 1],
      [1250, 300],
      [37, 1963],
    ] as const) {
      const delivered = loyaltyOnDelivery(before, earned);
      const refunded = loyaltyOnRefund(delivered.balance, earned, delivered.vouchers);
      expect(refunded.balance).toBe(before);
      expect(delivered.balance + refunded.change).toBe(before);
    }
  });
});
