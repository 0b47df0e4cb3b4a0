import { describe, expect, it } from 'vitest';
import { vouchersEarned } from './loyalty';

describe('vouchersEarned', () => {
  it.each([
    ['nothing below the next threshold', 1250, 200_00, 0],
    // 1250 + 250 points reach 1500
    ['one voucher when the order crosses a threshold', 1250, 250_00, 1],
    ['two when it crosses two', 400, 700_00, 2],
    // 499,99 € earns 499 points: cents do not count
    ['whole euros only', 0, 499_99, 0],
    ['nothing for a negative amount', 900, -100, 0],
  ])('%s', (_name, balance, paidCents, count) => {
    const vouchers = vouchersEarned(balance, paidCents);
    expect(vouchers).toHaveLength(count);
    for (const v of vouchers) expect(v.giftTotal).toBe(5);
  });

  it('describes the voucher in Italian', () => {
    expect(vouchersEarned(0, 500_00)[0]!.description.replace(/\s/g, ' ')).toBe(
      'Buono fedeltà da 5,00 € sulla prossima spesa',
    );
  });
});
