import { onFirstUse } from '../intl';
import { INTL_LOCALE } from '../constants';
import { formatEuro } from '../price/format-euro';
import type { Cents } from '../price/money';

/**
 * The loyalty programme (decision records 010 and 027): a point per whole euro
 * paid for goods, credited when the order is delivered; at that moment every
 * full 500 points of the balance become a 5 € voucher for a later order.
 */
export const LOYALTY = { pointsPerEuro: 1, voucherEveryPoints: 500, voucherCents: 500 } as const;

/** Points an order earns for the goods paid (credited once it is delivered). */
export const loyaltyPointsFor = (paidGoodsCents: Cents): number =>
  Math.floor(Math.max(0, paidGoodsCents) / 100) * LOYALTY.pointsPerEuro;

/**
 * A delivery: the order's points join the balance, then every full 500 of it
 * turn into one voucher each. The one rule that both the cart's promise and
 * the delivery's issuing follow.
 */
export function loyaltyOnDelivery(
  balance: number,
  earned: number,
): { vouchers: number; balance: number } {
  const credited = Math.max(0, balance) + Math.max(0, earned);
  const vouchers = Math.floor(credited / LOYALTY.voucherEveryPoints);
  return { vouchers, balance: credited - vouchers * LOYALTY.voucherEveryPoints };
}

/**
 * A refund of a delivered order (issue 32): the vouchers its delivery issued
 * and the shopper has not used give their points back, then the points the
 * order credited are taken off. A voucher already used stays spent, so the
 * balance may not cover the whole take-back: it stops at zero, never below
 * (a negative balance would be forgiven by the next delivery's rule anyway).
 * `change` is the one movement that records it.
 */
export function loyaltyOnRefund(
  balance: number,
  credited: number,
  unusedVouchers: number,
): { change: number; balance: number } {
  const back = Math.max(0, unusedVouchers) * LOYALTY.voucherEveryPoints;
  const available = Math.max(0, balance) + back;
  const taken = Math.min(Math.max(0, credited), available);
  return { change: back - taken, balance: available - taken };
}

/** The certificate a voucher is: a fixed amount, once, with no minimum and no expiry. */
export const loyaltyVoucher = () =>
  ({
    description: `Buono fedeltà da ${formatEuro(LOYALTY.voucherCents)} sulla prossima spesa`,
    kind: 'amount',
    amountCents: LOYALTY.voucherCents,
    minSpendCents: 0,
    maxRedemptions: 1,
  }) as const;

/** The vouchers the delivery of this order will issue, for a shopper with this balance now. */
export function vouchersEarned(
  balance: number,
  paidGoodsCents: Cents,
): { description: string; giftTotal: number }[] {
  const { vouchers } = loyaltyOnDelivery(balance, loyaltyPointsFor(paidGoodsCents));
  const { description, amountCents } = loyaltyVoucher();
  return Array.from({ length: vouchers }, () => ({ description, giftTotal: amountCents / 100 }));
}

/** Italian CLDR groups only from five digits; the shop shows '1.250 punti', as it shows euros. */
const pointsFormatter = onFirstUse(
  () => new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 0, useGrouping: 'always' }),
);

/** 1250 → '1.250'. */
export const formatPoints = (points: number): string => pointsFormatter().format(points);
